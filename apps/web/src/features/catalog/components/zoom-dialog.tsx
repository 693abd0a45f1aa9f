import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/**
 * A product photo at its own size (issue 33: never stretched) in a scrolling box below the
 * dialog's title bar: pan with a finger or the scroll wheel. Above the shop's fixed header.
 */
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
    <Dialog open onClose={onClose} className="relative z-[60]">
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
            className="flex min-h-0 flex-1 overflow-auto"
          >
            {/* m-auto centres a small photo; a large one scrolls from its top-left corner. */}
            <img src={src} alt={title} className="m-auto h-auto w-auto max-w-none" />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
