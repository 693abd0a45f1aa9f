import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { INVITATION_EXPIRED, InvitationForm } from './invitation-form';

const me = {
  id: 9,
  email: 'pedro@elvolt.ec',
  first_name: '',
  last_name: '',
  get_full_name: '',
  get_short_name: '',
  role: 'bodega',
};

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

async function create(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Repetir contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Crear contraseña y entrar' }));
}

const renderScreen = () =>
  renderRoute(<InvitationForm uid="OQ" token="abc-123" email="pedro@elvolt.ec" />);

describe('staff invitation (issue 33)', () => {
  it('creates the password, signs in with the invited e-mail and opens the back office', async () => {
    const fetch = mockFetch((url) =>
      url === '/auth/users/reset_password_confirm/'
        ? reply(204)
        : url === '/auth/jwt/create/'
          ? reply(200, { access: 'acc-9', refresh: 'ref-9' })
          : reply(200, me),
    );
    const { router } = renderScreen();
    expect(screen.getByRole('heading', { name: 'Crea tu contraseña' })).toBeInTheDocument();
    await create('Bodega-Volt-2026');

    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(sentBody(fetch.mock.calls[0]!)).toEqual({
      uid: 'OQ',
      token: 'abc-123',
      new_password: 'Bodega-Volt-2026',
      re_new_password: 'Bodega-Volt-2026',
    });
    expect(sentBody(fetch.mock.calls[1]!)).toEqual({
      email: 'pedro@elvolt.ec',
      password: 'Bodega-Volt-2026',
    });
    expect(session.get().isAuthenticated).toBe(true);
  });

  it('says a used or expired link needs a new invitation, and stays', async () => {
    mockFetch(() => reply(400, { token: ['Invalid token for given user.'] }));
    const { router } = renderScreen();
    await create('Bodega-Volt-2026');
    expect(await screen.findByText(INVITATION_EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/screen');
    expect(session.get().isAuthenticated).toBe(false);
  });
});
