import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { toast } from '@/lib/toast';
import { downloadQuotePdf } from '../api/download-quote-pdf';
import type { QuoteItem } from './whatsapp-quote-link';

/** 'Descargar cotización (PDF)': the cart's quote with number, validity and IVA breakdown. */
export function QuotePdfButton({ items, city }: { items: QuoteItem[]; city?: string }) {
  const [busy, setBusy] = useState(false);
  if (items.length === 0) return null;
  const download = async () => {
    setBusy(true);
    const ok = await downloadQuotePdf({
      lines: items.map((i) => ({ product_id: i.product.id, count: i.count })),
      ...(city ? { city } : {}),
    });
    setBusy(false);
    if (!ok) toast.error('No se pudo generar la cotización, intenta nuevamente.');
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClasses('secondary', 'md', 'w-full')}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5 text-red-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
        <path d="M14 3v5h5M12 11v6m0 0-2.5-2.5M12 17l2.5-2.5" />
      </svg>
      Descargar cotización (PDF)
    </button>
  );
}
