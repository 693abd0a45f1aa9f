-- Bulk quantities (issue 33, ADR 072): a cart line holds up to 999 units; the stock decides below that.
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_count_range";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_count_range" CHECK ("cart_items"."count" between 1 and 999);
