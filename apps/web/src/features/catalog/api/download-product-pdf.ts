import { api } from '@/config/paths';

export const PDF_FILE_NAME = 'product-info.pdf';

/** Saves a blob in the browser under a file name, through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL dies.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Downloads the product's information sheet from the shop's own API and saves it as
 * 'product-info.pdf'. The seed only logs a failure, so this resolves to false instead of throwing.
 */
export async function downloadProductPdf(id: number): Promise<boolean> {
  try {
    const res = await fetch(api.catalog.productPdf(id), {
      headers: { accept: 'application/pdf' },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    saveBlob(await res.blob(), PDF_FILE_NAME);
    return true;
  } catch (error) {
    console.warn('No se pudo descargar la ficha del producto', error);
    return false;
  }
}
