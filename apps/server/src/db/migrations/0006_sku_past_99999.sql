-- SKUs past EV-99999: lpad(n, 5) cut 100000 to '10000' (a duplicate of EV-10000), so the
-- 100,000th product could not be inserted. Five digits at least, all of them beyond.
CREATE OR REPLACE FUNCTION product_sku(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'EV-' || CASE WHEN n < 100000 THEN lpad(n::text, 5, '0') ELSE n::text END
$$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT product_sku(nextval('product_sku_seq'));
