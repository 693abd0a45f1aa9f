-- The issuer's data and signing certificate as set in the back office (one row); without it the
-- configuration's INVOICE_* values apply.
CREATE TABLE "invoicing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"issuer" jsonb NOT NULL,
	"ambiente" text NOT NULL CHECK ("ambiente" IN ('pruebas', 'produccion')),
	"p12" bytea,
	"p12_password" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
