import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';

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
