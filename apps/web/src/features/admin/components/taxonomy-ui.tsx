import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';

/** A yes/no question in a dialog (deleting, leaving with unsaved changes). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/55" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-slate-900">{title}</DialogTitle>
          <div className="mt-3 text-sm text-slate-700">{children}</div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClasses('secondary', 'md')} onClick={onCancel}>
              {cancelLabel}
            </button>
            <button
              type="button"
              disabled={busy}
              className={buttonClasses('primary', 'md')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * The unsaved-changes guard of an admin form: while `dirty`, leaving the page inside the app asks
 * first (react-router's useBlocker) and closing or reloading the tab asks the browser's question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="¿Salir sin guardar?"
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Tienes cambios sin guardar en este formulario. Si sales ahora, se perderán.
    </ConfirmDialog>
  );
}

/** Loading, failed ("Reintentar") and empty states of an admin list; the list itself otherwise. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  loadingLabel,
  errorMessage,
  emptyMessage,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  children: ReactNode;
}) {
  if (isPending) return <Spinner label={loadingLabel} />;
  if (isError) return <LoadFailed message={errorMessage} onRetry={onRetry} />;
  if (isEmpty)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {emptyMessage}
      </p>
    );
  return <>{children}</>;
}
