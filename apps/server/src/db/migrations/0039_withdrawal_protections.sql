CREATE TABLE "known_devices" (
	"user_id" bigint NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "session_activity" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "destination_wait_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "hold_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "withdraw_max_cents" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "daily_max_cents" bigint DEFAULT 2000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "dual_approval_cents" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD COLUMN "usable_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_activity" ADD CONSTRAINT "session_activity_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_holds" ADD CONSTRAINT "withdrawal_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_holds_user_idx" ON "withdrawal_holds" USING btree ("user_id","until");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;