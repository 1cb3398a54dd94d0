CREATE TABLE "late_credits" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_credits_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "protection_extensions" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"days" smallint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"extension_days" smallint NOT NULL,
	"late_rate_bps" integer NOT NULL,
	"late_min_cents" bigint NOT NULL,
	"late_max_cents" bigint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_due_receipt_idx";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "protection_days" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "protection_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returns_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "protection_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" timestamp with time zone GENERATED ALWAYS AS ((date_trunc('day', paid_at at time zone 'UTC') + make_interval(days => handling_days + transit_max_days + 1)) at time zone 'UTC') STORED;--> statement-breakpoint
ALTER TABLE "late_credits" ADD CONSTRAINT "late_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_credits" ADD CONSTRAINT "late_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_extensions" ADD CONSTRAINT "protection_extensions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_extensions" ADD CONSTRAINT "protection_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_credits_created_idx" ON "late_credits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_due_protection_idx" ON "orders" USING btree ("protection_ends_at") WHERE "orders"."status" = 2;--> statement-breakpoint
CREATE INDEX "orders_due_late_idx" ON "orders" USING btree ("deliver_by") WHERE "orders"."status" in (1, 2);--> statement-breakpoint
-- hand-written: orders already delivered get their shop's windows from their shipping, as new ones will.
UPDATE "orders" o SET
  "protection_ends_at" = o."shipped_at" + make_interval(days => s."protection_days"),
  "returns_until" = o."shipped_at" + make_interval(days => s."return_days")
FROM "shops" s
WHERE s."id" = o."shop_id" AND o."shipped_at" IS NOT NULL;
