import { sql } from 'drizzle-orm';
import {
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
import { products } from './catalog.js';

export const shippingOptions = pgTable('shipping_options', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  timeToDelivery: text('time_to_delivery').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** Goods total from which this option costs nothing; null = never free. */
  freeFromCents: integer('free_from_cents'),
});

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
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('coupons_name_lower_idx').on(sql`lower(${t.name})`),
    check(
      'coupons_one_discount',
      sql`(${t.discountCents} is null) <> (${t.discountPercentage} is null)`,
    ),
  ],
);

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
    chargeId: text('charge_id').notNull(),
    /** Set by the back office when the order ships. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    dateIssued: timestamp('date_issued', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.dateIssued)],
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
    count: integer('count').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
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

/** The built-in sandbox payment provider's own records (nonces and charges). */
export const sandboxNonces = pgTable('sandbox_nonces', {
  nonce: text('nonce').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** approved | declined | insufficient_funds */
  outcome: text('outcome').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
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
