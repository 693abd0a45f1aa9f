import { describe, expect, it } from 'vitest';
import { translateServerMessage } from './translate-server-message';

describe('translateServerMessage', () => {
  it.each([
    [
      'This password is too short. It must contain at least 8 characters.',
      'La contraseña es demasiado corta. Debe tener al menos 8 caracteres.',
    ],
    ['This password is too common.', 'Esta contraseña es demasiado común.'],
    ['This password is entirely numeric.', 'La contraseña no puede contener solo números.'],
    [
      'The password is too similar to the email.',
      'La contraseña se parece demasiado al correo electrónico.',
    ],
    [
      'The password is too similar to the first name.',
      'La contraseña se parece demasiado al nombre.',
    ],
    [
      'The password is too similar to the last name.',
      'La contraseña se parece demasiado al apellido.',
    ],
    ["The two password fields didn't match.", 'Las contraseñas no coinciden.'],
    ['Enter a valid email address.', 'Ingresa un correo electrónico válido.'],
    ['This field is required.', 'Este campo es obligatorio.'],
    [
      'user account with this email already exists.',
      'Ya existe una cuenta con este correo electrónico.',
    ],
    ['Invalid token for given user.', 'El enlace no es válido o ya expiró.'],
    [
      'Request was throttled. Expected available in 600 seconds.',
      'Demasiados intentos. Intenta nuevamente en 10 minutos.',
    ],
  ])('%s', (english, spanish) => {
    expect(translateServerMessage(english)).toBe(spanish);
  });

  it('never shows an unknown English message as is', () => {
    expect(translateServerMessage('Something unexpected.')).toBe(
      'Revisa este dato e intenta nuevamente.',
    );
  });
});
