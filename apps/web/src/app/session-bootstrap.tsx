import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkSession } from '@/features/auth/api/check-session';
import { meQueryKey } from '@/features/auth/api/get-me';
import { session } from '@/lib/session';

// Once per page load, even when StrictMode mounts the component twice: a second refresh would
// reuse the rotated refresh token, which the server treats as theft and revokes the session.
let started: Promise<boolean> | null = null;

/**
 * The app-load sequence (seed, section 4): refresh, verify, load the user, then mark the session
 * signed in or out. Also forgets the cached user whenever the session signs out.
 */
export function SessionBootstrap() {
  const queryClient = useQueryClient();
  useEffect(() => {
    started ??= checkSession(queryClient);
  }, [queryClient]);
  useEffect(() => {
    const unsubscribe = session.subscribe(() => {
      if (session.get().isAuthenticated === false)
        queryClient.removeQueries({ queryKey: meQueryKey });
    });
    return () => {
      unsubscribe();
    };
  }, [queryClient]);
  return null;
}
