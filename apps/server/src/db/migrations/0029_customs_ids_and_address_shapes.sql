ALTER TABLE "addresses" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "customs_id_cipher" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "customs_id_masked" text;