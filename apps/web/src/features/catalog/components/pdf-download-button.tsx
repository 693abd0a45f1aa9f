import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { downloadProductPdf } from '../api/download-product-pdf';

/** 'Descargar Información en PDF': saves the product sheet as product-info.pdf. */
export function PdfDownloadButton({ productId }: { productId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadProductPdf(productId);
    setBusy(false);
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      className={buttonClasses('secondary', 'md')}
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
      Descargar Información en PDF
    </button>
  );
}
