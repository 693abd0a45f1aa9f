/**
 * Where a login returns to (issue 13): the `?next=` parameter or the router state's `from` set by
 * the page that sent the visitor, only when it is a same-site path ("/cart", "/product/3?x=1");
 * anything else (another site, "//evil", "/\\evil", the login page itself) goes home.
 */
export function returnPathOf(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string') return fallback;
  const path = next.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if ([...path].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(path, 'http://same.site');
  } catch {
    return fallback;
  }
  if (parsed.origin !== 'http://same.site' || parsed.pathname === '/login') return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The `from` of a router state `{ from: "/cart" }`, if any. */
export function fromOfState(state: unknown): unknown {
  return typeof state === 'object' && state !== null
    ? (state as { from?: unknown }).from
    : undefined;
}
