CREATE TABLE "receiving_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder" text NOT NULL,
	"account_number" text NOT NULL,
	"swift" text,
	"routing" text,
	"note" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_accounts_currency_unique" UNIQUE("currency")
);
--> statement-breakpoint
CREATE TABLE "recharge_references" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"recharge_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "token" text DEFAULT 'USDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "network_token" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "network_token" text;--> statement-breakpoint
ALTER TABLE "receiving_accounts" ADD CONSTRAINT "receiving_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_references" ADD CONSTRAINT "recharge_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_references" ADD CONSTRAINT "recharge_references_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_references_open_unique" ON "recharge_references" USING btree ("user_id") WHERE "recharge_references"."recharge_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_reference_unique" ON "recharges" USING btree ("reference");--> statement-breakpoint
-- Records made before networks named their token carry the token their network has now.
UPDATE "recharges" SET "network_token" = "networks"."token" FROM "networks" WHERE "networks"."id" = "recharges"."network_id";--> statement-breakpoint
UPDATE "withdrawals" SET "network_token" = "networks"."token" FROM "networks" WHERE "networks"."id" = "withdrawals"."network_id";
