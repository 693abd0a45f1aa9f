import type { KushkiConfig } from '../../../config.js';
import { PaymentProviderUnavailableError } from '../payment-provider.js';

export interface KushkiAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to Kushki's API. A network error, a timeout or a 5xx is PaymentProviderUnavailable
 * (the outcome is unknown); 2xx and 4xx are answers.
 */
export async function callKushki(
  config: KushkiConfig,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; idempotencyKey?: string; publicKey?: boolean } = {},
): Promise<KushkiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.publicKey) headers['Public-Merchant-Id'] = config.publicMerchantId;
  else headers['Private-Merchant-Id'] = config.privateMerchantId;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${config.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderUnavailableError(`Kushki ${method} ${path}: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500)
    throw new PaymentProviderUnavailableError(`Kushki ${method} ${path}: ${response.status}`);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new PaymentProviderUnavailableError(`Kushki ${method} ${path}: not JSON`);
  }
  return { status: response.status, body };
}
