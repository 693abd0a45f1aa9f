import type { SandboxTokenizeInput } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/**
 * POST /api/payment/sandbox/tokenize: the sandbox provider's card form turns the card into a
 * single-use nonce; the card itself never reaches the shop's order endpoints.
 */
export function tokenizeCard(body: SandboxTokenizeInput) {
  return request(api.checkout.sandboxTokenize, {
    method: 'POST',
    auth: true,
    body,
    schema: contractSchema((c) => c.SandboxTokenizeResponseSchema),
  });
}
