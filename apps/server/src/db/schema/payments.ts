import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
