import type { KushkiClient } from '@shop/contract';

export interface KushkiCard {
  number: string;
  name: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
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
 * shop's server; the single-use token is make-payment's nonce.
 */
export async function tokenizeKushkiCard(
  client: KushkiClient,
  card: KushkiCard,
  totalAmount?: number,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${client.url}/card/v1/tokens`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Public-Merchant-Id': client.public_merchant_id,
      },
      body: JSON.stringify({
        card,
        ...(totalAmount !== undefined ? { totalAmount } : {}),
        currency: 'USD',
      }),
    });
  } catch {
    throw new KushkiTokenError('No pudimos contactar al procesador de pagos. Inténtalo de nuevo.');
  }
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  if (!response.ok || typeof body?.token !== 'string')
    throw new KushkiTokenError('Revisa los datos de la tarjeta: el procesador no los aceptó.');
  return body.token;
}
