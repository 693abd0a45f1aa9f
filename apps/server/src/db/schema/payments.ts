import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in sandbox payment provider's own records (nonces and charges). */
export const sandboxNonces = pgTable('sandbox_nonces', {
  nonce: text('nonce').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** approved | declined | insufficient_funds */
  outcome: text('outcome').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * Who tokenized the card and alone may spend the nonce: `user:<id>` (later `guest:<session>`);
   * null (nonces made before the binding) matches nobody.
   */
  owner: text('owner'),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  nonce: text('nonce').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  /** captured | voided */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Kushki provider's ledger (ADR 067): one row per idempotency key, written before the charge
 * is sent (`sent`, with its body, so a lost answer can be asked again with the same
 * Idempotency-Key) and completed with Kushki's ticketNumber (`captured`), or closed (`declined`,
 * `voided`, `refunded`). Webhooks for charges our process never saw add rows too.
 */
export const kushkiCharges = pgTable('kushki_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ticketNumber: text('ticket_number').unique(),
  payer: text('payer'),
  amountCents: integer('amount_cents').notNull(),
  /** sent | captured | declined | voided | refunded */
  status: text('status').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** The charge's body as sent (token, amount, deferred...): a lost answer is asked again with it. */
  body: jsonb('body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Kushki notifications already handled, by signature: a replay is refused (ADR 068). */
export const kushkiWebhookEvents = pgTable('kushki_webhook_events', {
  signature: text('signature').primaryKey(),
  ticketNumber: text('ticket_number'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
