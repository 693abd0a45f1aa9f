-- The back office's Idempotency-Key of a nota de crédito: a replayed request answers the same note (ADR 083).
ALTER TABLE "invoices" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_key_unique" ON "invoices" USING btree ("order_id","request_key");
