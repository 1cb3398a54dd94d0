DROP INDEX "products_category_sales_idx";--> statement-breakpoint
DROP INDEX "products_shop_sales_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","sales","id") WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "products_shop_sales_idx" ON "products" USING btree ("shop_id","sales","id") WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales","id") WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id") WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_hundredths","id") WHERE on_shelf;