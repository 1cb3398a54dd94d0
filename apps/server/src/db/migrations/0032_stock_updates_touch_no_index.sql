ALTER TABLE "products" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
-- hand-written:
-- The search column is written by a trigger from here on (db/functions/tw_product_search.sql, applied after the
-- migrations); DROP EXPRESSION keeps every row's words. Room on each page for an updated row to stay on it, so the
-- updates of every checkout and payment (a product's and a SKU's stock, a buyer's balance) are HOT updates that
-- write no index (decision 043). New pages get it; a database with full pages gains it as VACUUM frees room.
ALTER TABLE "products" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "skus" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "users" SET (fillfactor = 85);
