import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the data the server rendered the page from (`<script type="application/json"
 * id="initial-queries">`: [queryKey, data] pairs, the API's own answers) into the query cache.
 * A missing or broken block is ignored: the queries then fetch as usual.
 */
export function seedInitialQueries(client: QueryClient, doc: Document = document) {
  const block = doc.getElementById('initial-queries');
  if (!block?.textContent) return;
  try {
    const pairs = JSON.parse(block.textContent) as unknown;
    if (!Array.isArray(pairs)) return;
    for (const pair of pairs) {
      if (Array.isArray(pair) && Array.isArray(pair[0]) && pair[1] !== undefined) {
        client.setQueryData(pair[0] as unknown[], pair[1]);
      }
    }
  } catch {
    // Ignored on purpose: the app works without it.
  } finally {
    block.remove();
  }
}
