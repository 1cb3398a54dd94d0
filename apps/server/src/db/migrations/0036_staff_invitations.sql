CREATE TABLE "staff_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"shop_ids" integer[] NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" bigint,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_open_idx" ON "staff_invitations" USING btree ("expires_at");