import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { buttonClasses } from '@/components/button-styles';

/**
 * While `when` holds, leaving the page (a link, back, closing the tab) asks first: "Seguir
 * editando" stays, "Salir sin guardar" goes.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-slate-900/55" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-slate-900">
            ¿Salir sin guardar?
          </DialogTitle>
          <p className="mt-2 text-sm text-slate-700">
            Hay cambios en el formulario que todavía no se guardaron.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              onClick={() => blocker.reset?.()}
            >
              Seguir editando
            </button>
            <button
              type="button"
              className={buttonClasses('primary', 'sm')}
              onClick={() => blocker.proceed?.()}
            >
              Salir sin guardar
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
