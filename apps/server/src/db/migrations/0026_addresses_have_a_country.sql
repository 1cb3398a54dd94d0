ALTER TABLE "addresses" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fx" jsonb;