import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { SessionBootstrap } from './session-bootstrap';

afterEach(() => vi.unstubAllGlobals());

describe('SessionBootstrap', () => {
  it('runs the app-load check once, even when StrictMode mounts it twice', async () => {
    localStorage.setItem('access', 'a1');
    localStorage.setItem('refresh', 'r1');
    session.reload();
    session.setAuthenticated(null);
    const fetch = vi.fn((url: string) =>
      Promise.resolve(
        Response.json(
          url === '/auth/jwt/refresh/'
            ? { access: 'a2', refresh: 'r2' }
            : url === '/auth/jwt/verify/'
              ? {}
              : {
                  id: 1,
                  email: 'a@b.ec',
                  first_name: 'A',
                  last_name: 'B',
                  get_full_name: 'A B',
                  get_short_name: 'A',
                },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);

    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <SessionBootstrap />
        </QueryClientProvider>
      </StrictMode>,
    );

    await waitFor(() => expect(session.get().isAuthenticated).toBe(true));
    expect(fetch.mock.calls.filter((c) => c[0] === '/auth/jwt/refresh/')).toHaveLength(1);
    expect(localStorage.getItem('refresh')).toBe('r2');
  });
});
