-- How each network's addresses are written, so a withdrawal's address is checked before anything is held. A network
-- from before is read from its receiving address (the operator's own), else from its name; EVM when neither says.
ALTER TABLE "networks" ADD COLUMN "address_format" text;--> statement-breakpoint
UPDATE "networks" SET "address_format" = CASE
  WHEN "rpc_url" IS NOT NULL OR "address" ~ '^0x[0-9a-fA-F]{40}$' THEN 'evm'
  WHEN "address" ~ '^T[1-9A-HJ-NP-Za-km-z]{33}$' OR "name" ~* '(trc|tron)' THEN 'tron'
  WHEN "address" ~ '^(bc1[02-9ac-hj-np-z]{8,87}|[13][1-9A-HJ-NP-Za-km-z]{24,33})$' OR "name" ~* '(btc|bitcoin)' THEN 'bitcoin'
  WHEN "address" ~ '^[1-9A-HJ-NP-Za-km-z]{32,44}$' OR "name" ~* '(sol)' THEN 'solana'
  ELSE 'evm'
END;--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "address_format" SET NOT NULL;--> statement-breakpoint
-- The reason a buyer picked when cancelling a paid order before it shipped.
ALTER TABLE "orders" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
-- A shop's own promo code takes off that shop's goods only.
ALTER TABLE "promo_codes" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every notification about an order names it: refund notifications written before carried its id only.
UPDATE "notifications" AS n SET "params" = n."params" || jsonb_build_object('sn', o."sn")
  FROM "orders" AS o
  WHERE n."kind" LIKE 'refund\_%' AND NOT (n."params" ? 'sn') AND o."id" = (n."params"->>'order_id')::bigint;
