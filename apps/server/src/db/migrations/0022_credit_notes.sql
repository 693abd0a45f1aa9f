-- One factura per order, and as many notas de crédito as its refunds (full or partial, ADR 066).
DROP INDEX IF EXISTS "invoices_one_per_order";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_factura_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."cod_doc" = '01';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","cod_doc");
