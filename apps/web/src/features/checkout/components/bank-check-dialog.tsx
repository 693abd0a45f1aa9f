import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { buttonClasses } from '@/components/button-styles';
import { bankCheckResultOf, useBankCheck } from '../lib/bank-check';

/**
 * "Verificación de tu banco" (ADR 095): the bank's 3-D Secure page in a frame. Each time the
 * frame loads, its address is read; the bank's own pages are another origin and cannot be read,
 * so only the shop's return page ends the check.
 */
export function BankCheckDialog() {
  const check = useBankCheck();
  const close = () => check?.finish({ kind: 'closed' });

  const onFrameLoad = (frame: HTMLIFrameElement) => {
    let href: string | undefined;
    try {
      href = frame.contentWindow?.location.href;
    } catch {
      return; // still on the bank's page
    }
    if (!href || !check) return;
    const result = bankCheckResultOf(new URL(href), window.location.origin);
    if (result) check.finish(result);
  };

  return (
    <Dialog open={check !== null} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/55" />
      <div className="fixed inset-0 flex items-center justify-center p-2 sm:p-4">
        <DialogPanel className="flex max-h-full w-full max-w-lg flex-col rounded-xl bg-white p-4 shadow-xl sm:p-5">
          <DialogTitle className="text-lg font-bold text-slate-900">
            Verificación de tu banco
          </DialogTitle>
          <p className="mt-1 text-sm text-slate-700">
            Tu banco pide confirmar esta compra (3-D Secure). Sigue sus pasos aquí; el cobro se hace
            solo cuando tu banco lo autoriza.
          </p>
          {check && (
            <iframe
              key={check.url}
              src={check.url}
              title="Página de verificación de tu banco"
              className="mt-3 h-[26rem] max-h-[60vh] w-full rounded-lg border border-slate-300"
              onLoad={(event) => onFrameLoad(event.currentTarget)}
            />
          )}
          <button
            type="button"
            onClick={close}
            className={buttonClasses('secondary', 'md', 'mt-3 self-end')}
          >
            Cancelar la verificación
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
