import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';

// The orders module's tables.

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: text('transaction_id').notNull().unique(),
    /** not_processed | processed | shipped | delivered | cancelled; written only by the order state machine. */
    status: text('status').notNull().default('not_processed'),
    amountCents: integer('amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    couponName: text('coupon_name'),
    shippingName: text('shipping_name').notNull(),
    shippingTime: text('shipping_time').notNull(),
    shippingPriceCents: integer('shipping_price_cents').notNull(),
    fullName: text('full_name').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull().default(''),
    city: text('city').notNull(),
    stateProvinceRegion: text('state_province_region').notNull(),
    postalZipCode: text('postal_zip_code').notNull(),
    countryRegion: text('country_region').notNull(),
    telephoneNumber: text('telephone_number').notNull(),
    /** The card's charge; empty for the methods paid later (issue 31). */
    chargeId: text('charge_id').notNull(),
    /** card | transferencia | contra_entrega | al_retirar (ADR 076). */
    paymentMethod: text('payment_method').notNull().default('card'),
    /** pendiente | pagado | rechazado | vencido | reembolsado; apart from `status`. */
    paymentStatus: text('payment_status').notNull().default('pagado'),
    /** A card charged as a diferido: its months (ADR 069); null = pago corriente. */
    deferredMonths: integer('deferred_months'),
    /** Set by the back office when the order ships. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    dateIssued: timestamp('date_issued', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.dateIssued),
    index('orders_payment_idx').on(t.paymentStatus, t.paymentMethod),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The product's regular (compare-at) price when bought; null = an order from before 0031. */
    comparePriceCents: integer('compare_price_cents'),
    count: integer('count').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Each status change of an order, with the courier and tracking number given when shipped. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * A back-office refund in progress or done (ADR 090): claimed with the order's payment status
 * `reembolsando` in one transaction; the provider is asked with `idempotencyKey`, so the request
 * or, after a crash, the payments reconciler (a due `pending` row) finishes it exactly once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Who asked (the audit's actor when it is finished by the reconciler). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    reason: text('reason').notNull(),
    /** pending | done | refused */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(1),
    /** A pending row is leased until then (the request in progress), then due for the reconciler. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** When the refund was asked: the provider's same-day void or later refund is decided by it. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_due_idx').on(t.status, t.nextAttemptAt)],
);
