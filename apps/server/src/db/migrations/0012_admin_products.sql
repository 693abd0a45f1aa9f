-- The back office's products (issue 11): a code (SKU) is unique whatever its case, and the
-- product list searches codes by any part ("00012" finds EV-00012).
CREATE UNIQUE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));
--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);
