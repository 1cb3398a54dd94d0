CREATE TABLE "catalogue_terms" (
	"lang" text NOT NULL,
	"term" text NOT NULL,
	"translation" text NOT NULL,
	CONSTRAINT "catalogue_terms_lang_term_pk" PRIMARY KEY("lang","term")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "shop_translations" (
	"shop_id" integer NOT NULL,
	"lang" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_translations_shop_id_lang_pk" PRIMARY KEY("shop_id","lang")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "source_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_translations" ADD CONSTRAINT "shop_translations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;