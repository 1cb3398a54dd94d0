-- Decision 028: a deposit the chain credited is rechecked for a while after (chain_recheck_until), and one whose
-- transfer left the canonical chain is flagged for the operator (chain_reorged_at) until marked handled.
ALTER TABLE "recharges" ADD COLUMN "chain_recheck_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_reorged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "reorg_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "reorg_settled_by" bigint;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_reorg_settled_by_users_id_fk" FOREIGN KEY ("reorg_settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recharges_recheck_idx" ON "recharges" USING btree ("chain_checked_at") WHERE "recharges"."chain_recheck_until" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recharges_reorged_idx" ON "recharges" USING btree ("id") WHERE "recharges"."chain_reorged_at" is not null and "recharges"."reorg_settled_at" is null;
