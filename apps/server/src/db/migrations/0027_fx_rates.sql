CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"set_by" bigint,
	CONSTRAINT "fx_rates_rate_positive" CHECK ("fx_rates"."rate" > 0),
	CONSTRAINT "fx_rates_source" CHECK ("fx_rates"."source" in ('ecb', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;