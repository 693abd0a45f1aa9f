import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';
import { orders } from './orders.js';

// The catalogue's stock ledger (its own file: it points at orders and users).
/** Every stock movement of a product: compra, ajuste, devolución, merma, venta, cancelación. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A hand adjustment's note (0013). */
    note: text('note'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);
