import { refreshTokens } from './api-client';
import { session } from './session';

/** Saves a blob in the browser under a file name, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string) {
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
 * Downloads a file the API serves only to its owner or to staff (the invoice's RIDE and XML):
 * the request carries the JWT (refreshed once on 401), and the answer is saved as `fileName`.
 * Resolves to false when the file could not be fetched.
 */
export async function downloadWithAuth(url: string, fileName: string): Promise<boolean> {
  const send = () => {
    const access = session.get().access;
    return fetch(url, { headers: access ? { authorization: `JWT ${access}` } : {} });
  };
  try {
    let res = await send();
    if (res.status === 401 && (await refreshTokens())) res = await send();
    if (!res.ok) return false;
    saveBlob(await res.blob(), fileName);
    return true;
  } catch {
    return false;
  }
}
