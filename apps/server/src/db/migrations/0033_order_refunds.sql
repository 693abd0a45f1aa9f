-- The back office's refund is durable (ADR 090): claimed as 'reembolsando' with a row here in one
-- transaction, given back by the provider with the row's idempotency key, and finished by the
-- request or, after a crash, by the payments reconciler ('reembolsado' once, or back to 'pagado').
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('pendiente', 'pagado', 'rechazado', 'vencido', 'reembolsando', 'reembolsado'));--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"idempotency_key" text NOT NULL UNIQUE,
	"staff_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"staff_email" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_status" CHECK ("status" in ('pending', 'done', 'refused'))
);--> statement-breakpoint
CREATE INDEX "order_refunds_due_idx" ON "order_refunds" USING btree ("status","next_attempt_at");
