import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { buttonClasses } from '@/components/button-styles';

/**
 * While `when` holds, leaving the page asks first: an in-app navigation shows this dialog, closing
 * or reloading the tab the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="unsaved-title"
        aria-describedby="unsaved-text"
        className="w-full max-w-sm rounded-xl bg-white p-5 shadow-xl"
      >
        <h2 id="unsaved-title" className="text-lg font-bold text-slate-900">
          Hay cambios sin guardar
        </h2>
        <p id="unsaved-text" className="mt-2 text-sm text-slate-700">
          Si sales ahora, se perderán los cambios de este formulario.
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            autoFocus
            className={buttonClasses('secondary', 'sm')}
            onClick={() => blocker.reset()}
          >
            Seguir editando
          </button>
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={() => blocker.proceed()}
          >
            Salir sin guardar
          </button>
        </div>
      </div>
    </div>
  );
}
