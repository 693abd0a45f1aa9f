import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/** A product photo at full size in a scrolling box: pan with a finger or the scroll wheel. */
export function ZoomDialog({
  title,
  src,
  onClose,
}: {
  title: string;
  src: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/90" aria-hidden="true" />
      <div className="fixed inset-0 flex flex-col">
        <DialogPanel className="flex h-full flex-col">
          <div className="flex items-center justify-between p-3 text-white">
            <DialogTitle className="truncate text-base font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-md px-3 font-semibold hover:bg-white/10"
            >
              Cerrar
            </button>
          </div>
          {/* Full size in a scrolling box: pan with a finger or the scroll wheel. */}
          <div
            tabIndex={0}
            aria-label="Imagen ampliada"
            role="region"
            className="flex-1 overflow-auto"
          >
            <img
              src={src}
              alt={title}
              className="mx-auto max-w-none"
              style={{ width: 'max(100%, 1200px)' }}
            />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
