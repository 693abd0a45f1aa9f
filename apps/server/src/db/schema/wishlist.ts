import { integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';

/** A customer's hearts: one row per product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('wishlist_items_user_product_uq').on(t.userId, t.productId)],
);
