import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

const tones = {
  light: {
    panel: 'bg-white',
    title: 'text-lg font-bold text-slate-900',
    close: 'text-slate-600 hover:bg-slate-100',
  },
  dark: {
    panel: 'bg-brand-900',
    title: 'text-base font-semibold text-white',
    close: 'text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white',
  },
} as const;

/** A side drawer for phones (hidden from lg up): a titled panel with a close button. */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'right',
  tone = 'light',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side?: 'left' | 'right';
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  const style = tones[tone];
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/55" />
      <div className={`fixed inset-0 flex ${side === 'right' ? 'justify-end' : 'justify-start'}`}>
        <DialogPanel
          className={`flex h-full w-[85vw] max-w-sm flex-col overflow-y-auto p-5 shadow-xl ${style.panel}`}
        >
          <div className="mb-4 flex items-center justify-between">
            <DialogTitle className={style.title}>{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className={`rounded-md p-2 ${style.close}`}
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
