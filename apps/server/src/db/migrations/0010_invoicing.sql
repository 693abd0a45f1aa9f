CREATE TABLE "invoice_sequences" (
	"estab" text NOT NULL,
	"pto_emi" text NOT NULL,
	"cod_doc" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "invoice_sequences_pk" PRIMARY KEY ("estab", "pto_emi", "cod_doc")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"cod_doc" text NOT NULL,
	"modifies_invoice_id" integer REFERENCES "invoices"("id"),
	"estab" text NOT NULL,
	"pto_emi" text NOT NULL,
	"secuencial" integer,
	"clave_acceso" text UNIQUE,
	"ambiente" text NOT NULL,
	"issue_date" text,
	"status" text DEFAULT 'generated' NOT NULL,
	"buyer_id_type" text NOT NULL,
	"buyer_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_address" text NOT NULL,
	"total_cents" integer NOT NULL,
	"document" jsonb NOT NULL,
	"xml" text,
	"signed_xml" text,
	"authorization_number" text,
	"authorized_at" timestamp with time zone,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_sequential_unique" UNIQUE ("estab", "pto_emi", "cod_doc", "secuencial")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" ("order_id", "cod_doc");
--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" ("status", "next_attempt_at");
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
