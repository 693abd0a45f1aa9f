-- Search reads a narrow copy of each product (ADR 044): its text vector and the columns search
-- filters and sorts by, under the products' own names. A product row is ~1.1 KB (description,
-- its plain text, paths); a search matching 14 000 of 100 000 products visited 2 700 of those
-- pages. Triggers keep the copy in step with every write to products, in the same transaction.
CREATE OR REPLACE FUNCTION product_search_vector(name text, search_text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('spanish', f_unaccent(name)), 'A')
      || setweight(to_tsvector('spanish', f_unaccent(search_text)), 'B')
$$;--> statement-breakpoint
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"is_active" boolean NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sold" integer NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"search_vector" tsvector NOT NULL
);--> statement-breakpoint
INSERT INTO "product_search"
  SELECT id, name, is_active, brand_id, category_id, price_cents, quantity, sold, date_created,
    product_search_vector(name, search_text)
  FROM "products";--> statement-breakpoint
-- A short pending list: the embedded database has no autovacuum to merge it into the index, and
-- every search reads it through (4 MB by default after a large import; 256 kB keeps imports
-- batched at the same speed).
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector")
  WITH (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "products_sku_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm_idx'::regclass),
  gin_clean_pending_list('products_sku_trgm_idx'::regclass),
  gin_clean_pending_list('search_words_trgm_idx'::regclass);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search
    SELECT n.id, n.name, n.is_active, n.brand_id, n.category_id, n.price_cents, n.quantity,
      n.sold, n.date_created, product_search_vector(n.name, n.search_text)
    FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A sale changes stock and sales only: the vector is worked out again when the text changed.
CREATE OR REPLACE FUNCTION product_search_on_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s
  SET name = n.name, is_active = n.is_active, brand_id = n.brand_id,
    category_id = n.category_id, price_cents = n.price_cents, quantity = n.quantity,
    sold = n.sold, date_created = n.date_created,
    search_vector = CASE WHEN (n.name, n.search_text) IS DISTINCT FROM (o.name, o.search_text)
      THEN product_search_vector(n.name, n.search_text) ELSE s.search_vector END
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE s.id = n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_insert();--> statement-breakpoint
CREATE TRIGGER product_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_update();
