CREATE TABLE "shop_transit" (
	"shop_id" integer NOT NULL,
	"zone" text NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	CONSTRAINT "shop_transit_shop_id_zone_pk" PRIMARY KEY("shop_id","zone")
);
--> statement-breakpoint
ALTER TABLE "shop_transit" ADD CONSTRAINT "shop_transit_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;