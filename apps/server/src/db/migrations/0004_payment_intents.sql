ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;
--> statement-breakpoint
UPDATE "coupons" SET "per_customer_limit" = 1 WHERE lower("name") = 'bienvenido10';
--> statement-breakpoint
ALTER TABLE "sandbox_nonces" ADD COLUMN "owner" text;
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"provider_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"request" jsonb NOT NULL,
	"cart" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_per_user" ON "payment_intents" USING btree ("user_id") WHERE "payment_intents"."status" in ('pending', 'charged');
--> statement-breakpoint
CREATE INDEX "payment_intents_open_idx" ON "payment_intents" USING btree ("updated_at") WHERE "payment_intents"."status" in ('pending', 'charged');
--> statement-breakpoint
CREATE INDEX "payment_intents_provider_key_idx" ON "payment_intents" USING btree ("provider_key");
