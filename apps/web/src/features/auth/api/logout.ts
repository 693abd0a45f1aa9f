import { contractSchema } from '@/lib/contract-schemas';
import { api, paths } from '@/config/paths';
import { request } from '@/lib/api-client';
import { session } from '@/lib/session';

/**
 * Logout: the server revokes the refresh token, both stored tokens are cleared, and the page
 * reloads on / so no signed-in state survives in memory.
 */
export async function logout(): Promise<void> {
  const { refresh } = session.get();
  if (refresh) {
    // A failed revocation must not keep the user signed in on this device.
    await request(api.auth.jwtBlacklist, {
      method: 'POST',
      body: { refresh },
      schema: contractSchema((c) => c.EmptyBodySchema),
    }).catch(() => undefined);
  }
  session.clear();
  window.location.assign(paths.home);
}
