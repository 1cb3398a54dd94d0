-- The shipping promise (decision 021): a shop's delivery days, an order's copy of them, staged tracking.
ALTER TABLE "shops" ADD COLUMN "ships_from" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ships_from_city" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "handling_days" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "transit_min_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "transit_max_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "return_days" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD COLUMN "happened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handling_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transit_min_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transit_max_days" smallint;--> statement-breakpoint
-- Updates entered before this migration happened when they were entered.
UPDATE "logistics_events" SET "happened_at" = "created_at";
