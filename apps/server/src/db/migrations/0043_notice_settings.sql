CREATE TABLE "notice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_drop_percent" smallint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;