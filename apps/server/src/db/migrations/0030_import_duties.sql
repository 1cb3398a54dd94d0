CREATE TABLE "customs_destinations" (
	"country" text PRIMARY KEY NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"threshold_currency" text NOT NULL,
	"tax_kind" text NOT NULL,
	"tax_bps" integer NOT NULL,
	"tax_below_threshold" boolean NOT NULL,
	"value_basis" text NOT NULL,
	"default_duty_bps" integer NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_destinations_rates" CHECK ("customs_destinations"."tax_bps" between 0 and 10000 and "customs_destinations"."default_duty_bps" >= 0),
	CONSTRAINT "customs_destinations_threshold" CHECK ("customs_destinations"."threshold_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customs_duty_rates" (
	"country" text NOT NULL,
	"category" text NOT NULL,
	"duty_bps" integer NOT NULL,
	CONSTRAINT "customs_duty_rates_country_category_pk" PRIMARY KEY("country","category"),
	CONSTRAINT "customs_duty_rates_bps" CHECK ("customs_duty_rates"."duty_bps" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "import_duty_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "import_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customs" jsonb;--> statement-breakpoint
ALTER TABLE "customs_duty_rates" ADD CONSTRAINT "customs_duty_rates_country_customs_destinations_country_fk" FOREIGN KEY ("country") REFERENCES "public"."customs_destinations"("country") ON DELETE cascade ON UPDATE no action;