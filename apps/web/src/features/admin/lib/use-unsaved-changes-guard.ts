import { useEffect } from 'react';
import { useBlocker } from 'react-router';

const QUESTION = 'Tienes cambios sin guardar. ¿Salir sin guardarlos?';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (the router's blocker) and
 * closing or reloading the tab (the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
