import { randomBytes } from 'node:crypto';
import type { SandboxTokenizeBody, SandboxTokenizeResponse } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type {
  ChargeRecord,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
} from '../payment-provider.js';
import { cardBrandOf, sandboxOutcomeOf } from './sandbox-card.js';
import { createSandboxClientToken, isValidSandboxClientToken } from './sandbox-client-token.js';
import {
  insertSandboxCharge,
  insertSandboxNonce,
  selectChargeByIdempotencyKey,
  updateChargeVoided,
  updateNonceSpent,
} from './sandbox.repository.js';

const NONCE_TTL_MS = 10 * 60 * 1000;

/** The built-in provider: works offline, keeps its nonces and charges in its own tables. */
export function createSandboxProvider(db: Db, secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    createClientToken: async () => createSandboxClientToken(secret),
    charge: (request) => db.transaction((tx) => chargeSandbox(tx, request)),
    async void(chargeId) {
      await updateChargeVoided(db, chargeId);
    },
    async findChargeByIdempotencyKey(idempotencyKey): Promise<ChargeRecord | null> {
      const row = await selectChargeByIdempotencyKey(db, idempotencyKey);
      if (!row) return null;
      return {
        chargeId: row.id,
        status: row.status === 'captured' ? 'captured' : 'voided',
        amountCents: row.amountCents,
      };
    },
  };
}

/** A repeated key answers its charge while it stands; a voided charge is never reused. */
const replay = (charge: { id: string; status: string }): ChargeResult =>
  charge.status === 'captured'
    ? { status: 'approved', chargeId: charge.id }
    : { status: 'invalid_nonce' };

/** One charge per idempotency key; the nonce is spent whatever the outcome. */
async function chargeSandbox(tx: Db | Tx, request: ChargeRequest): Promise<ChargeResult> {
  const earlier = await selectChargeByIdempotencyKey(tx, request.idempotencyKey);
  if (earlier) return replay(earlier);
  const spent = await updateNonceSpent(tx, request.nonce, request.payer);
  if (!spent) {
    // A concurrent call with the same key may have spent the nonce and charged it.
    const raced = await selectChargeByIdempotencyKey(tx, request.idempotencyKey);
    return raced ? replay(raced) : { status: 'invalid_nonce' };
  }
  if (spent.outcome === 'declined') return { status: 'declined' };
  if (spent.outcome === 'insufficient_funds') return { status: 'insufficient_funds' };
  const chargeId = `sbx_ch_${randomBytes(12).toString('hex')}`;
  await insertSandboxCharge(tx, {
    id: chargeId,
    nonce: request.nonce,
    idempotencyKey: request.idempotencyKey,
    amountCents: request.amountCents,
    status: 'captured',
  });
  return { status: 'approved', chargeId };
}

/**
 * Stands in for the provider's own card form: checks the client token and turns a valid card
 * into a single-use nonce valid for 10 minutes, bound to its owner (`user:<id>`). The card number itself is never stored.
 */
export async function tokenizeSandboxCard(
  db: Db,
  secret: string,
  card: SandboxTokenizeBody,
  owner: string,
): Promise<SandboxTokenizeResponse> {
  if (!isValidSandboxClientToken(secret, card.client_token)) {
    throw AppError.field('client_token', 'El token del proveedor de pagos no es válido o expiró.');
  }
  const nonce = `sbx_nonce_${randomBytes(16).toString('hex')}`;
  const brand = cardBrandOf(card.card_number);
  const last4 = card.card_number.slice(-4);
  await insertSandboxNonce(db, {
    nonce,
    brand,
    last4,
    outcome: sandboxOutcomeOf(card.card_number),
    owner,
    expiresAt: new Date(Date.now() + NONCE_TTL_MS),
  });
  return { nonce, card: { brand, last4 } };
}
