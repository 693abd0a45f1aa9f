import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, request } from './api-client';
import { session } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

describe('request with auth', () => {
  it('refreshes once on a 401, keeps the sign-in state and retries with the new token', async () => {
    session.setTokens({ access: 'old', refresh: 'r1' });
    const fetch = vi.fn((url: string, init: RequestInit) => {
      if (url === '/auth/jwt/refresh/')
        return Promise.resolve(json(200, { access: 'new', refresh: 'r2' }));
      const auth = (init.headers as Record<string, string>).authorization;
      return Promise.resolve(auth === 'JWT new' ? json(200, { ok: true }) : json(401, {}));
    });
    vi.stubGlobal('fetch', fetch);

    await expect(request('/api/cart/cart-items', { auth: true })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('refresh')).toBe('r2');
    expect(session.get().isAuthenticated).toBe(true);
  });

  it('still refreshes after an earlier call found no refresh token', async () => {
    await expect(refreshTokens()).resolves.toBe(false);

    session.setTokens({ access: 'old', refresh: 'r1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { access: 'new', refresh: 'r2' }))),
    );
    await expect(refreshTokens()).resolves.toBe(true);
    expect(session.get().access).toBe('new');
  });

  it('keeps the tokens when the refresh fails for a server error', async () => {
    session.setTokens({ access: 'old', refresh: 'r1' });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(url === '/auth/jwt/refresh/' ? json(502, {}) : json(401, {})),
      ),
    );
    await expect(request('/api/x', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('refresh')).toBe('r1');
  });

  it('treats any status but the expected one as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, {}))),
    );
    await expect(request('/auth/users/activation/', { expectStatus: 204 })).rejects.toMatchObject({
      status: 200,
    });
  });
});
