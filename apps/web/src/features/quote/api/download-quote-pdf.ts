import type { QuotePdfBody } from '@shop/contract';
import { api } from '@/config/paths';

/** Saves a blob in the browser under a file name, through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** POST /api/quote/pdf and save the answer under the server's file name; false on failure. */
export async function downloadQuotePdf(body: QuotePdfBody): Promise<boolean> {
  try {
    const res = await fetch(api.quote.pdf, {
      method: 'POST',
      headers: { accept: 'application/pdf', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const name =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
      'cotizacion.pdf';
    saveBlob(await res.blob(), name);
    return true;
  } catch (error) {
    console.warn('No se pudo descargar la cotización', error);
    return false;
  }
}
