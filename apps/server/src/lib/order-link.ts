import { jwtVerify, SignJWT } from 'jose';

/**
 * The private link of a guest's order (ADR 028): `/pedido/<tx>?token=<signed>`, an HS256 token
 * naming the order's transaction id, with no expiry (like a receipt). Its key is derived from the
 * JWT secret with its own purpose, so it is never an access token and an access token never one.
 */
const PURPOSE = 'guest-order-link';
const key = (secret: string) => new TextEncoder().encode(`${PURPOSE}:${secret}`);

export async function signOrderLinkToken(secret: string, transactionId: string): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, tx: transactionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .sign(key(secret));
}

/** The transaction id an order link token names, or null for any bad token. */
export async function verifyOrderLinkToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload.purpose === PURPOSE && typeof payload.tx === 'string' ? payload.tx : null;
  } catch {
    return null;
  }
}

/** The web address of the order link. */
export async function orderLinkUrl(publicUrl: string, secret: string, transactionId: string) {
  const token = await signOrderLinkToken(secret, transactionId);
  return `${publicUrl}/pedido/${encodeURIComponent(transactionId)}?token=${encodeURIComponent(token)}`;
}
