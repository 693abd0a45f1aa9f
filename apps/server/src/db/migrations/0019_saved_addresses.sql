-- Saved delivery addresses of an account (ADR 038): the checkout's fields, a label and one
-- default per user (partial unique index).
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"label" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state_province_region" text NOT NULL,
	"postal_zip_code" text NOT NULL,
	"telephone_number" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default_uq" ON "user_addresses" ("user_id") WHERE "is_default";
