-- Issue 11 (Clientes, Equipo): an account switched off by staff. Its old activation and
-- invitation links must not switch it back on; staff "Activar" clears it.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("is_staff") WHERE "is_staff";
