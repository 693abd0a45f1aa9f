import {
  KUSHKI_3DS_RETURN_PATH,
  type KushkiClient,
  type KushkiTokenAnswer,
  type KushkiTokenRequest,
} from '@shop/contract';
import type { BankCheckResult } from '../lib/bank-check';

/** The card as Kushki's token request carries it (the contract's schema). */
type KushkiCard = KushkiTokenRequest['card'];

/** The bank did not verify the purchase (3-D Secure), or the customer closed its window. */
export class BankCheckError extends Error {
  constructor(readonly reason: Exclude<BankCheckResult['kind'], 'verified'>) {
    super(`3-D Secure ${reason}`);
    this.name = 'BankCheckError';
  }
}

/** Kushki refused the card's data (its message is shown as the card's error). */
export class KushkiTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KushkiTokenError';
  }
}

/**
 * Kushki's card token (ADR 067): the card goes from the browser straight to Kushki
 * (`POST /card/v1/tokens` with the public merchant id, the request kushki.js makes), never to the
 * shop's server; the single-use token is make-payment's nonce. It asks for 3-D Secure by URL
 * (ADR 095): when the bank wants it, the answer's `url` is the page the cardholder must pass.
 */
export async function tokenizeKushkiCard(
  client: KushkiClient,
  card: KushkiCard,
  totalAmount?: number,
): Promise<Pick<KushkiTokenAnswer, 'token' | 'url'>> {
  const request: KushkiTokenRequest = {
    card,
    ...(totalAmount !== undefined ? { totalAmount } : {}),
    currency: 'USD',
    authValidation: 'iframe',
    callbackUrl: `${window.location.origin}${KUSHKI_3DS_RETURN_PATH}`,
  };
  let response: Response;
  try {
    response = await fetch(`${client.url}/card/v1/tokens`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Public-Merchant-Id': client.public_merchant_id,
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new KushkiTokenError('No pudimos contactar al procesador de pagos. Inténtalo de nuevo.');
  }
  const body = (await response.json().catch(() => null)) as Partial<KushkiTokenAnswer> | null;
  if (!response.ok || typeof body?.token !== 'string')
    throw new KushkiTokenError('Revisa los datos de la tarjeta: el procesador no los aceptó.');
  return { token: body.token, ...(typeof body.url === 'string' ? { url: body.url } : {}) };
}
