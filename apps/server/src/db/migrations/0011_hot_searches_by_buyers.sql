-- The hot searches count buyers, not requests (decision 019): one row per buyer and normalised term, the last time.
CREATE TABLE "search_term_buyers" (
	"term" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_term_buyers_term_user_id_pk" PRIMARY KEY("term","user_id")
);
--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
ALTER TABLE "search_term_buyers" ADD CONSTRAINT "search_term_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_term_buyers_last_at_idx" ON "search_term_buyers" USING btree ("last_at");