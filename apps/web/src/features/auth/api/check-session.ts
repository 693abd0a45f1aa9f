import type { QueryClient } from '@tanstack/react-query';
import { ApiError, refreshTokens } from '@/lib/api-client';
import { session } from '@/lib/session';
import { meQueryOptions } from './get-me';
import { verifyToken } from './verify-token';

/**
 * The app-load check (seed, section 4): refresh the tokens if a refresh token is stored, verify
 * the access token, load the user, then mark the session signed in or out. A rejection by the
 * server clears both tokens; a network failure only signs out this page view, so a flaky
 * connection does not throw away a valid session.
 */
export async function checkSession(queryClient: QueryClient): Promise<boolean> {
  const start = session.get();
  if (!start.access && !start.refresh) return signOut(false);
  if (start.refresh && !(await refreshTokens())) return signOut(session.get().refresh === null);
  const access = session.get().access;
  if (!access) return signOut(true);
  try {
    await verifyToken(access);
    await queryClient.fetchQuery({ ...meQueryOptions(), retry: false });
  } catch (error) {
    return signOut(error instanceof ApiError);
  }
  session.setAuthenticated(true);
  return true;
}

function signOut(clearTokens: boolean): false {
  if (clearTokens) session.clear();
  else session.setAuthenticated(false);
  return false;
}
