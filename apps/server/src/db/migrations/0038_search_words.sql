CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- hand-written:
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("products"."title"), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
