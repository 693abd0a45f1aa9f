/** A route's code file is gone (a deploy replaced the hashed chunks): the browser's wordings. */
const MISSING_CHUNK =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

const KEY = 'chunk-reload-at';
/** A second failure this soon after the reload shows the error screen instead of looping. */
const WINDOW_MS = 30_000;

/**
 * After a deploy an open tab still asks for the old route files: reload the page once (it then
 * gets the new index.html and files). Answers true when a reload was started.
 */
export function reloadOnceForMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (!MISSING_CHUNK.test(message)) return false;
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
