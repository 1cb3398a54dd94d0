CREATE TABLE "order_conversations" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_id" bigint NOT NULL,
	"buyer_read_id" bigint DEFAULT 0 NOT NULL,
	"shop_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"author_id" bigint NOT NULL,
	"body" text NOT NULL,
	"pictures" text[] NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_conversations" ADD CONSTRAINT "order_conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conversations" ADD CONSTRAINT "order_conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conversations" ADD CONSTRAINT "order_conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_conversations_buyer_idx" ON "order_conversations" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "order_conversations_shop_idx" ON "order_conversations" USING btree ("shop_id","last_message_at");--> statement-breakpoint
CREATE INDEX "order_conversations_recent_idx" ON "order_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "product_questions_answered_idx" ON "product_questions" USING btree ("product_id","answered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_questions"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "product_questions_asker_idx" ON "product_questions" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "product_questions_shop_idx" ON "product_questions" USING btree ("shop_id","answered_at","id");