/**
 * What a guest checkout token opens (ADR 028): the cart, shipping options, coupons and the
 * payment endpoints (total, client token, sandbox card form, make-payment), under these
 * prefixes. Everything else signed-in (orders, profile, wishlist, reviews, /auth/users/me/...)
 * answers 403 `guest_not_allowed`; a guest sees its order through the private order link.
 */
export const GUEST_ROUTE_PREFIXES = [
  '/api/cart/',
  '/api/shipping/',
  '/api/coupons/',
  '/api/payment/',
] as const;

/** Whether a route (its registered URL pattern) accepts a guest token. */
export function guestMayUse(routeUrl: string): boolean {
  return GUEST_ROUTE_PREFIXES.some((prefix) => routeUrl.startsWith(prefix));
}
