-- Kushki, the Ecuadorian card gateway (ADRs 067, 068): the provider's ledger of charges by
-- idempotency key, and the webhook signatures already handled (a replay is refused).
CREATE TABLE "kushki_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"ticket_number" text UNIQUE,
	"payer" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "kushki_webhook_events" (
	"signature" text PRIMARY KEY NOT NULL,
	"ticket_number" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
