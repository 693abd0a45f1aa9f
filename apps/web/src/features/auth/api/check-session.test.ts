import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';

import { checkSession } from './check-session';
import { mockFetch, reply, sentBody } from '@/testing/fetch';

const me = {
  id: 7,
  email: 'ana@example.ec',
  first_name: 'Ana',
  last_name: 'Quishpe',
  get_full_name: 'Ana Quishpe',
  get_short_name: 'Ana',
};

function storeTokens(access: string | null, refresh: string | null) {
  if (access) localStorage.setItem('access', access);
  if (refresh) localStorage.setItem('refresh', refresh);
  session.reload();
  session.setAuthenticated(null);
}

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the app-load check', () => {
  it('refreshes (storing both tokens), verifies, loads the user and signs in', async () => {
    storeTokens('old-access', 'old-refresh');
    const fetch = mockFetch((url) => {
      if (url === '/auth/jwt/refresh/') return reply(200, { access: 'new-a', refresh: 'new-r' });
      if (url === '/auth/jwt/verify/') return reply(200, {});
      return reply(200, me);
    });
    const queryClient = new QueryClient();

    await expect(checkSession(queryClient)).resolves.toBe(true);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      '/auth/jwt/refresh/',
      '/auth/jwt/verify/',
      '/auth/users/me/',
    ]);
    expect(sentBody(fetch.mock.calls[0]!)).toEqual({ refresh: 'old-refresh' });
    expect(sentBody(fetch.mock.calls[1]!)).toEqual({ token: 'new-a' });
    expect(localStorage.getItem('access')).toBe('new-a');
    expect(localStorage.getItem('refresh')).toBe('new-r');
    expect(session.get().isAuthenticated).toBe(true);
    expect(queryClient.getQueryData(['auth', 'me'])).toEqual(me);
  });

  it('signs out without a call when no token is stored', async () => {
    const fetch = mockFetch(() => reply(500));
    session.setAuthenticated(null);
    await expect(checkSession(new QueryClient())).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('clears both tokens when the server refuses the refresh token', async () => {
    storeTokens('a', 'dead-refresh');
    mockFetch(() => reply(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }));
    await expect(checkSession(new QueryClient())).resolves.toBe(false);
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('clears both tokens when the user cannot be loaded', async () => {
    storeTokens('a', null);
    mockFetch((url) =>
      url === '/auth/jwt/verify/' ? reply(200, {}) : reply(401, { detail: 'User not found' }),
    );
    await expect(checkSession(new QueryClient())).resolves.toBe(false);
    expect(localStorage.getItem('access')).toBeNull();
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('keeps the tokens but stays signed out when the server cannot be reached', async () => {
    storeTokens('a', 'r');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(checkSession(new QueryClient())).resolves.toBe(false);
    expect(localStorage.getItem('refresh')).toBe('r');
    expect(session.get().isAuthenticated).toBe(false);
  });
});
