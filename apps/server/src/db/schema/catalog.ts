import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  position: integer('position').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  /** Path under /media/. */
  logo: text('logo').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** The shop's code (SKU), unique; new rows get EV-00001... from a sequence. */
    sku: text('sku')
      .notNull()
      .unique()
      .default(sql`product_sku(nextval('product_sku_seq'))`),
    /** Hidden products leave the shop, search and sitemap but stay in old orders. */
    isActive: boolean('is_active').notNull().default(true),
    /** IVA rate in percent contained in the price: 15 (general), 5 (SRI's construction list) or 0. */
    ivaRate: smallint('iva_rate').notNull().default(15),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    comparePriceCents: integer('compare_price_cents').notNull(),
    quantity: integer('quantity').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Most units one order may take, set by staff (ADR 082); null: the stock decides. */
    maxPerOrder: integer('max_per_order'),
    /** Paths under /media/. */
    photo: text('photo').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /**
     * Name, brand, category and description as plain text, kept by the catalogue service;
     * triggers turn it into `product_search`'s vector.
     */
    searchText: text('search_text').notNull().default(''),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_iva_rate_valid', sql`${t.ivaRate} IN (0, 5, 15)`),
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check(
      'products_max_per_order_positive',
      sql`${t.maxPerOrder} IS NULL OR ${t.maxPerOrder} >= 1`,
    ),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_date_created_idx').on(t.dateCreated),
    index('products_sold_idx').on(t.sold),
    index('products_price_idx').on(t.priceCents),
    index('products_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    // Sorting by name the same way on every server, whatever its locale.
    index('products_name_sort_idx').on(sql`(f_unaccent(lower(${t.name})) COLLATE "C")`, t.id),
    // Migration 0012: codes unique whatever their case; the back office searches them by part.
    uniqueIndex('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('products_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
  ],
);

/**
 * What search reads (ADR 044): a narrow copy of each product, with its text vector and the
 * columns search filters and sorts by under the same names as in `products`. Triggers on
 * `products` keep it (migration 0021); nothing writes it directly.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    sold: integer('sold').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.searchVector)],
);

/** Further images of a product, in order; `products.photo` stays its main image. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Paths under /media/. */
    photo: text('photo').notNull(),
    thumbnail: text('thumbnail').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Every distinct word of the catalogue's names and search texts (unaccented, lower case), kept
 * by a trigger on products: the dictionary that corrects a misspelt search word.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
