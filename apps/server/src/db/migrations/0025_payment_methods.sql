-- Payment methods besides the card (issue 31, ADR 076): bank transfer, cash on delivery, pay at
-- pickup. Every order has a method and a payment status apart from its fulfilment status; card
-- orders are 'card' and 'pagado'.
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'pagado' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('card', 'transferencia', 'contra_entrega', 'al_retirar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('pendiente', 'pagado', 'rechazado', 'vencido', 'reembolsado'));--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_status","payment_method");--> statement-breakpoint
-- The back office's settings (one row).
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"transfer_enabled" boolean DEFAULT false NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reservation_hours" integer DEFAULT 48 NOT NULL,
	"cod_enabled" boolean DEFAULT false NOT NULL,
	"cod_provinces" text[] DEFAULT '{}' NOT NULL,
	"cod_shipping_ids" integer[] DEFAULT '{}' NOT NULL,
	"cod_max_cents" integer,
	"pickup_pay_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_hours" CHECK ("payment_settings"."reservation_hours" between 1 and 720)
);--> statement-breakpoint
-- An unpaid order's payment: its billing for the later invoice, the reservation's end (swept by
-- the expiry worker under row locks: exactly once), the staff's confirmation or rejection.
CREATE TABLE "pending_payments" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"method" text NOT NULL,
	"billing" jsonb,
	"expires_at" timestamp with time zone,
	"confirmed_cents" integer,
	"confirmed_on" text,
	"reference" text,
	"collected_with" text,
	"rejection_reason" text,
	"staff_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "pending_payments_expires_idx" ON "pending_payments" USING btree ("expires_at") WHERE "pending_payments"."expires_at" is not null;--> statement-breakpoint
-- Transfer receipts: the file lives outside /media (staff only); one row per distinct file.
CREATE TABLE "payment_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_order_sha_idx" ON "payment_receipts" USING btree ("order_id","sha256");
