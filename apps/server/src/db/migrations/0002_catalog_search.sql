CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ((f_unaccent(lower("name")) COLLATE "C"),"id");--> statement-breakpoint
-- The words of new or edited products join the spelling dictionary, once per statement.
CREATE OR REPLACE FUNCTION catalog_add_search_words(names text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM unnest(names) AS n(doc),
    unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(lower(n.doc))))) AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
  ON CONFLICT (word) DO NOTHING
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_words_on_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_add_search_words(ARRAY(SELECT n.name || ' ' || n.search_text FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_words_on_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_add_search_words(ARRAY(
    SELECT n.name || ' ' || n.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.search_text) IS DISTINCT FROM (o.name, o.search_text)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_words_on_insert();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_words_on_update();--> statement-breakpoint
SELECT catalog_add_search_words(ARRAY(SELECT name || ' ' || search_text FROM products));--> statement-breakpoint
-- Any committed change to the catalogue tells every server process to drop its cached lists.
CREATE OR REPLACE FUNCTION catalog_notify_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_changed();--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_changed();--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_changed();
