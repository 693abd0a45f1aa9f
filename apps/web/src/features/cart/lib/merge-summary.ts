/** One line of a cart: product id and units. */
export interface MergeLine {
  productId: number;
  count: number;
}

/**
 * What signing in changed in the account's cart (issue 13): products of this browser that were
 * added, lines whose units grew, and units the server could not take (stock or the 10 cap).
 * Null when nothing changed.
 */
export function mergeSummary(
  before: MergeLine[],
  browser: MergeLine[],
  after: MergeLine[],
): string | null {
  const had = new Map(before.map((l) => [l.productId, l.count]));
  const now = new Map(after.map((l) => [l.productId, l.count]));
  let added = 0;
  let grown = 0;
  let capped = false;
  for (const line of browser) {
    const was = had.get(line.productId) ?? 0;
    const is = now.get(line.productId) ?? 0;
    if (is < was + line.count) capped = true;
    if (is > was) {
      if (was === 0) added++;
      else grown++;
    }
  }
  const parts: string[] = [];
  if (added > 0)
    parts.push(
      added === 1
        ? 'Añadimos 1 producto de este navegador a tu carrito.'
        : `Añadimos ${added} productos de este navegador a tu carrito.`,
    );
  if (grown > 0)
    parts.push(
      grown === 1
        ? 'Sumamos las unidades de 1 producto que ya tenías.'
        : `Sumamos las unidades de ${grown} productos que ya tenías.`,
    );
  if (capped) parts.push('Algunas cantidades se ajustaron al stock disponible.');
  return parts.length > 0 ? parts.join(' ') : null;
}
