import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    timeToDelivery: text('time_to_delivery').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Goods total from which this option costs nothing; null = never free. */
    freeFromCents: integer('free_from_cents'),
    /** pickup (no address: "Retiro en tienda") | delivery (ADR 037). */
    kind: text('kind').$type<'pickup' | 'delivery'>().notNull().default('delivery'),
    /** Provinces it reaches, as ECUADOR_PROVINCES writes them; empty = the whole country. */
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The promised window in business days from today (Ecuador). */
    minDays: integer('min_days').notNull().default(1),
    maxDays: integer('max_days').notNull().default(3),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_options_name_lower_idx').on(sql`lower(${t.name})`),
    check('shipping_options_kind', sql`${t.kind} in ('pickup', 'delivery')`),
    check('shipping_options_window', sql`${t.minDays} >= 0 and ${t.minDays} <= ${t.maxDays}`),
    check('shipping_options_price', sql`${t.priceCents} >= 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    discountCents: integer('discount_cents'),
    discountPercentage: integer('discount_percentage'),
    minPurchaseCents: integer('min_purchase_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** How many orders of one customer may use it; null = no limit per customer. */
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    /** An inactive coupon is refused at checkout like an expired one (staff switch it off). */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_name_lower_idx').on(sql`lower(${t.name})`),
    check(
      'coupons_one_discount',
      sql`(${t.discountCents} is null) <> (${t.discountPercentage} is null)`,
    ),
  ],
);

/** make-payment answers, replayed for a repeated Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** in_progress | done */
    state: text('state').notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A payment attempt, written BEFORE the card is charged and finished in the order's transaction.
 * At most one attempt per customer is open (pending or charged): that serializes checkouts of
 * one cart. The reconciler finishes or voids the open attempts a crash left behind.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The request's Idempotency-Key (or the nonce-derived key). */
    requestKey: text('request_key').notNull(),
    /** The key the provider charged with: look the charge up by it. */
    providerKey: text('provider_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The validated make-payment body (address, nonce, shipping, coupon). */
    request: jsonb('request').notNull(),
    /** The cart as it was priced: [{productId, count}], compared again before an order is made. */
    cart: jsonb('cart').notNull(),
    /** pending (about to charge) | charged | completed | failed | voided */
    status: text('status').notNull().default('pending'),
    chargeId: text('charge_id'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_intents_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'charged')`),
    index('payment_intents_provider_key_idx').on(t.providerKey),
    index('payment_intents_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'charged')`),
  ],
);

/** The payment methods' settings (one row, id 1), set by an administrador (issue 31). */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey().default(1),
  transferEnabled: boolean('transfer_enabled').notNull().default(false),
  bankAccounts: jsonb('bank_accounts').notNull().default([]),
  reservationHours: integer('reservation_hours').notNull().default(48),
  codEnabled: boolean('cod_enabled').notNull().default(false),
  codProvinces: text('cod_provinces')
    .array()
    .notNull()
    .default(sql`'{}'`),
  codShippingIds: integer('cod_shipping_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  codMaxCents: integer('cod_max_cents'),
  pickupPayEnabled: boolean('pickup_pay_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order paid later: the billing for its invoice, the reservation's end (null once paid,
 * expired or for pay-on-delivery), the staff's confirmation or rejection.
 */
export const pendingPayments = pgTable(
  'pending_payments',
  {
    orderId: integer('order_id').primaryKey(),
    method: text('method').notNull(),
    billing: jsonb('billing'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    confirmedCents: integer('confirmed_cents'),
    confirmedOn: text('confirmed_on'),
    reference: text('reference'),
    collectedWith: text('collected_with'),
    rejectionReason: text('rejection_reason'),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_payments_expires_idx').on(t.expiresAt)],
);

/** Transfer receipts, stored outside /media (staff only); one row per distinct file. */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    file: text('file').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_receipts_order_sha_idx').on(t.orderId, t.sha256)],
);
