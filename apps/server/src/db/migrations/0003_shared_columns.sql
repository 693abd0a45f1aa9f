CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"photo" text NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "product_sku_seq";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
-- Existing products get EV-00001... in the order they were created.
UPDATE "products" p SET "sku" = x.sku
  FROM (SELECT id, 'EV-' || lpad((row_number() OVER (ORDER BY id))::text, 5, '0') AS sku FROM "products") x
  WHERE p.id = x.id;--> statement-breakpoint
SELECT setval('product_sku_seq', GREATEST((SELECT count(*) FROM "products"), 1), (SELECT count(*) > 0 FROM "products"));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT ('EV-' || lpad(nextval('product_sku_seq')::text, 5, '0'));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "iva_rate" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "role" = 'administrador' WHERE "is_staff";--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_iva_rate_valid" CHECK ("products"."iva_rate" IN (0, 5, 15));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" IN ('administrador', 'ventas', 'bodega'));