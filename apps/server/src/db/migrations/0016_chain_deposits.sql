ALTER TABLE "networks" ADD COLUMN "rpc_url" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "token_contract" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "token_decimals" smallint;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "log_index" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "token_units" numeric;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_from" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_to" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_state" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "confirmations_required" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "chain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "log_index" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "token_units" numeric;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "chain_from" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "chain_to" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_chain_transfer_unique" ON "recharges" USING btree ("network_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "recharges_confirming_idx" ON "recharges" USING btree ("id") WHERE "recharges"."chain_state" = 'confirming';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_chain_transfer_unique" ON "withdrawals" USING btree ("network_id","tx_hash","log_index");