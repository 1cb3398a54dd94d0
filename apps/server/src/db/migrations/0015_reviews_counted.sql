ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_score_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "good_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "favourable_rate_tenths";--> statement-breakpoint
-- A rating is the average of real reviews (decision 020): every product and shop is counted again from its reviews, and
-- what was invented without them (a rating, a favourable rate) goes.
UPDATE "products" SET "review_count" = r."n", "review_score_total" = r."total",
  "rating_hundredths" = CASE WHEN r."n" = 0 THEN 0 ELSE round(r."total" * 100.0 / r."n")::int END
FROM (SELECT p."id", count(v."id")::int AS "n", coalesce(sum(v."product_score"), 0)::int AS "total"
      FROM "products" p LEFT JOIN "reviews" v ON v."product_id" = p."id" GROUP BY p."id") AS r
WHERE r."id" = "products"."id";--> statement-breakpoint
UPDATE "shops" SET "review_count" = r."n", "good_review_count" = r."good"
FROM (SELECT p."shop_id", count(*)::int AS "n", count(*) FILTER (WHERE v."product_score" >= 4)::int AS "good"
      FROM "reviews" v JOIN "products" p ON p."id" = v."product_id" GROUP BY p."shop_id") AS r
WHERE r."shop_id" = "shops"."id";
