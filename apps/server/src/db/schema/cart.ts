import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_product_uq').on(t.userId, t.productId),
    check('cart_items_count_range', sql`${t.count} between 1 and 999`),
  ],
);
