import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage, signupErrorMessage } from './auth-messages';

describe('signupErrorMessage', () => {
  it('says the credentials exist for the duplicate e-mail error', () => {
    const error = new ApiError(400, { email: ['user account with this email already exists.'] });
    expect(signupErrorMessage(error)).toBe('Las credenciales ya existen, intenta nuevamente.');
  });

  it('gives the generic message for any other e-mail error', () => {
    const error = new ApiError(400, { email: ['Enter a valid email address.'] });
    expect(signupErrorMessage(error)).toBe('Ocurrió un error, intenta nuevamente.');
  });

  it('treats a failure without an e-mail error as the exception case', () => {
    expect(signupErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Error al crear la cuenta, intenta nuevamente.',
    );
    const passwordOnly = new ApiError(400, { password: ['This password is too common.'] });
    expect(signupErrorMessage(passwordOnly)).toBe('Error al crear la cuenta, intenta nuevamente.');
    expect(signupErrorMessage(new ApiError(500, { error: 'Internal server error' }))).toBe(
      'Error al crear la cuenta, intenta nuevamente.',
    );
  });
});

describe('loginErrorMessage', () => {
  it('says the credentials are wrong for the no-active-account detail', () => {
    const error = new ApiError(401, {
      detail: 'No active account found with the given credentials',
    });
    expect(loginErrorMessage(error)).toBe('Las credenciales son incorrectas, intenta nuevamente.');
  });

  it('gives the other-detail message for any other detail', () => {
    const error = new ApiError(429, {
      detail: 'Request was throttled. Expected available in 60 seconds.',
    });
    expect(loginErrorMessage(error)).toBe('Ha ocurrido un error, intenta nuevamente.');
  });

  it('treats a failure without a detail as the exception case', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Error al iniciar sesión, intenta nuevamente.',
    );
    expect(loginErrorMessage(new ApiError(400, { email: ['This field is required.'] }))).toBe(
      'Error al iniciar sesión, intenta nuevamente.',
    );
  });
});
