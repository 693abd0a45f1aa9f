-- A per-product maximum units per order set by staff (issue 33 item 4, ADR 082); NULL = the stock decides.
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_positive" CHECK ("products"."max_per_order" IS NULL OR "products"."max_per_order" >= 1);
