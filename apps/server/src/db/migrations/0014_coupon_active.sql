ALTER TABLE "coupons" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;
