import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';

import { SignupForm } from './signup-form';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

async function signUp(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Ana');
  await user.type(screen.getByLabelText('Apellido'), 'Quishpe');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.ec');
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Repetir contraseña'), repeat);
  await user.click(screen.getByRole('button', { name: 'Registrar' }));
}

describe('sign-up', () => {
  it('posts the five fields, even when the passwords differ (the server decides)', async () => {
    const fetch = mockFetch(() =>
      reply(201, { id: 3, email: 'ana@example.ec', first_name: 'Ana', last_name: 'Quishpe' }),
    );
    renderRoute(<SignupForm />, { path: '/signup' });
    expect(screen.getByRole('heading', { name: 'Cotiza con nosotros' })).toBeInTheDocument();
    await signUp('Taladro-2024', 'Otra-clave-1');

    expect(
      await screen.findByText(
        'Cuenta creada exitosamente, revisa tu correo electronico para activar tu cuenta.',
      ),
    ).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/auth/users/');
    expect(sentBody(fetch.mock.calls[0]!)).toEqual({
      first_name: 'Ana',
      last_name: 'Quishpe',
      email: 'ana@example.ec',
      password: 'Taladro-2024',
      re_password: 'Otra-clave-1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.ec');
  });

  it('says the credentials exist for a taken e-mail, with the field error in Spanish', async () => {
    mockFetch(() => reply(400, { email: ['user account with this email already exists.'] }));
    renderRoute(<SignupForm />, { path: '/signup' });
    await signUp('Taladro-2024', 'Taladro-2024');

    expect(
      await screen.findByText('Las credenciales ya existen, intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ya existe una cuenta con este correo electrónico.',
    );
  });

  it('shows password and mismatch errors next to their fields', async () => {
    mockFetch(() =>
      reply(400, {
        password: ['This password is too common.'],
        non_field_errors: ["The two password fields didn't match."],
      }),
    );
    renderRoute(<SignupForm />, { path: '/signup' });
    await signUp('password', 'password1');

    expect(
      await screen.findByText('Error al crear la cuenta, intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Esta contraseña es demasiado común.',
    );
    expect(screen.getByLabelText('Repetir contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden.',
    );
  });

  it('links to the login and toggles both password fields', async () => {
    renderRoute(<SignupForm />, { path: '/signup' });
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar contraseñas' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Repetir contraseña')).toHaveAttribute('type', 'text');
  });
});
