CREATE TABLE "deposit_intents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"network_id" integer NOT NULL,
	"wanted_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"token_units" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"recharge_id" bigint
);
--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_intents_open_units_unique" ON "deposit_intents" USING btree ("network_id","token_units") WHERE "deposit_intents"."open";--> statement-breakpoint
CREATE INDEX "deposit_intents_user_idx" ON "deposit_intents" USING btree ("user_id","id");