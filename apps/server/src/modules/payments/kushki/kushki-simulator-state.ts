import { randomBytes, randomInt } from 'node:crypto';
import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import {
  centsOfAmount,
  KUSHKI_CODES,
  type KushkiAmount,
  type KushkiChargeRequest,
} from './kushki-wire.js';

/** What the simulator keeps: tokens, charges and answered idempotency keys (all in memory). */
export interface SimCharge {
  ticketNumber: string;
  amount: KushkiAmount;
  amountCents: number;
  status: 'APPROVAL' | 'VOIDED' | 'REFUNDED';
  metadata: Record<string, unknown>;
  deferred: KushkiChargeRequest['deferred'] | null;
  bin: string;
  lastFourDigits: string;
}

interface SimToken {
  digits: string;
  used: boolean;
  /** 3-D Secure by URL (ADR 095): where the bank's page sends the cardholder, and its verdict. */
  challenge?: { callbackUrl: string; passed: boolean | null };
}

export type SimAnswer = { status: number; body: unknown };

const OUTCOMES = new Map<string, (typeof KUSHKI_SIMULATOR_CARDS)[number]>(
  KUSHKI_SIMULATOR_CARDS.map((card) => [card.number.replace(/\s/g, ''), card]),
);
const cardOf = (digits: string) => OUTCOMES.get(digits);

/** The deferred options of a BIN: the approved test card's bank offers them, others none. */
export function deferredOptionsOf(bin: string) {
  const offers = [...OUTCOMES.values()].some(
    (c) => c.deferred && c.number.replace(/\s/g, '').startsWith(bin.slice(0, 6)),
  );
  if (!offers) return [];
  return [
    {
      name: 'Diferido con intereses',
      type: '002',
      months: ['3', '6', '12'],
      monthsOfGrace: ['1', '2', '3'],
    },
    { name: 'Diferido sin intereses', type: '003', months: ['3', '6'], monthsOfGrace: [] },
  ];
}

const ticket = () => `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}`;
const error = (code: string, message: string): SimAnswer => ({
  status: 400,
  body: { code, message },
});

export function createSimulatorState() {
  const tokens = new Map<string, SimToken>();
  const charges = new Map<string, SimCharge>();
  const answered = new Map<string, SimAnswer>();

  /** A token; with a `callbackUrl`, the 3-D Secure card's token waits for its bank's page. */
  function tokenize(digits: string, callbackUrl?: string): string {
    const token = randomBytes(16).toString('hex');
    const challenge =
      callbackUrl && cardOf(digits)?.outcome === '3ds_required'
        ? { callbackUrl, passed: null }
        : undefined;
    tokens.set(token, { digits, used: false, ...(challenge ? { challenge } : {}) });
    return token;
  }

  /**
   * The bank's verdict on a token's 3-D Secure page, once: the callback URL with `success`,
   * `token` and `message`, as Kushki's documentation lists them; null for no such challenge.
   */
  function answerChallenge(token: string, approve: boolean): string | null {
    const found = tokens.get(token);
    if (!found?.challenge || found.challenge.passed !== null) return null;
    found.challenge.passed = approve;
    const back = new URL(found.challenge.callbackUrl);
    back.searchParams.set('success', String(approve));
    back.searchParams.set('token', token);
    if (!approve) back.searchParams.set('message', 'Autenticación 3DS fallida');
    return back.toString();
  }

  /** POST /card/v1/charges: one charge per Idempotency-Key; a token is spent whatever the outcome. */
  function charge(body: KushkiChargeRequest, idempotencyKey: string | undefined): SimAnswer {
    const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    if (earlier) return earlier;
    const answer = chargeOnce(body);
    if (idempotencyKey) answered.set(idempotencyKey, answer);
    return answer;
  }

  function chargeOnce(body: KushkiChargeRequest): SimAnswer {
    const token = tokens.get(body.token);
    if (!token || token.used) return error(KUSHKI_CODES.invalidToken, 'Token no válido o ya usado');
    token.used = true;
    const card = cardOf(token.digits);
    const outcome = card?.outcome ?? 'approved';
    if (outcome === 'declined') return error(KUSHKI_CODES.declined, 'Transacción rechazada.');
    if (outcome === 'insufficient_funds')
      return error(KUSHKI_CODES.insufficientFunds, 'Fondos insuficientes');
    if (outcome === '3ds_required' && !token.challenge?.passed)
      return {
        status: 400,
        body: {
          responseCode: 'K322',
          responseText: 'Transacción rechazada.',
          rules: [
            {
              code: 'K325',
              message:
                'Autenticación fallida - OTP incorrecto o cierre de ventana de autenticación en challenge',
            },
          ],
        },
      };
    if (body.deferred && deferredOptionsOf(token.digits).length === 0)
      return error('K001', 'El banco de la tarjeta no ofrece diferidos');
    const saved: SimCharge = {
      ticketNumber: ticket(),
      amount: body.amount,
      amountCents: centsOfAmount(body.amount),
      status: 'APPROVAL',
      metadata: body.metadata ?? {},
      deferred: body.deferred ?? null,
      bin: token.digits.slice(0, 6),
      lastFourDigits: token.digits.slice(-4),
    };
    charges.set(saved.ticketNumber, saved);
    return {
      status: 201,
      body: {
        ticketNumber: saved.ticketNumber,
        details: {
          transactionStatus: 'APPROVAL',
          approvalCode: String(randomInt(100_000, 999_999)),
          approvedTransactionAmount: saved.amountCents / 100,
          amount: body.amount,
          binInfo: { binCard: saved.bin, lastFourDigits: saved.lastFourDigits, type: 'credit' },
          ...(body.deferred ? { deferred: body.deferred } : {}),
          metadata: saved.metadata,
        },
      },
    };
  }

  /**
   * DELETE /v1/charges/{ticket} (void) or /v1/refund/{ticket}: once; a repeat with the same
   * Idempotency-Key answers the first answer (its ticket), without one a new ticket.
   */
  function giveBack(
    ticketNumber: string,
    to: 'VOIDED' | 'REFUNDED',
    idempotencyKey?: string,
  ): SimAnswer {
    const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    if (earlier) return earlier;
    const answer = giveBackOnce(ticketNumber, to);
    if (idempotencyKey) answered.set(idempotencyKey, answer);
    return answer;
  }

  function giveBackOnce(ticketNumber: string, to: 'VOIDED' | 'REFUNDED'): SimAnswer {
    const found = charges.get(ticketNumber);
    if (!found) return error('K020', 'Transacción no encontrada');
    if (found.status !== 'APPROVAL' && found.status !== to)
      return error('K021', 'La transacción ya fue devuelta');
    found.status = to;
    return {
      status: 201,
      body: { ticketNumber: ticket(), transactionReference: crypto.randomUUID() },
    };
  }

  return { tokens, charges, tokenize, answerChallenge, charge, giveBack };
}
export type SimulatorState = ReturnType<typeof createSimulatorState>;
