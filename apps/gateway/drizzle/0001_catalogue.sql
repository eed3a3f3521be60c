CREATE TABLE "exchange_rates" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"usd_per_unit" numeric(24, 12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer,
	"image_type" smallint NOT NULL,
	"image_key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer DEFAULT 1 NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"address_cn" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"coord_x" double precision DEFAULT 0 NOT NULL,
	"coord_y" double precision DEFAULT 0 NOT NULL,
	"score10" smallint DEFAULT 0 NOT NULL,
	"hotel_tag" text DEFAULT '' NOT NULL,
	"opening_year" smallint DEFAULT 0 NOT NULL,
	"renovation_year" smallint DEFAULT 0 NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"currency_id" integer NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"external_id" text,
	CONSTRAINT "hotels_score_check" CHECK ("hotels"."score10" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "image_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"is_standard" boolean DEFAULT true NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"breakfast" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_type_days" (
	"room_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"price" integer NOT NULL,
	"rest_nums" integer NOT NULL,
	CONSTRAINT "room_type_days_pk" PRIMARY KEY("room_type_id","day"),
	CONSTRAINT "room_type_days_rest_nums_check" CHECK ("room_type_days"."rest_nums" >= 0),
	CONSTRAINT "room_type_days_price_check" CHECK ("room_type_days"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"bedroom_nums" smallint DEFAULT 1 NOT NULL,
	"big_beds" smallint DEFAULT 1 NOT NULL,
	"adult_nums" smallint DEFAULT 2 NOT NULL,
	"area" integer DEFAULT 0 NOT NULL,
	"room_type_cn" text DEFAULT '' NOT NULL,
	"room_type_en" text DEFAULT '' NOT NULL,
	"basic_facility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bathroom_facility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kitchen_facility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"external_id" text
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_no" text NOT NULL,
	"floor" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_regions_region_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_country_id_regions_region_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_days" ADD CONSTRAINT "room_type_days_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_images_hotel_idx" ON "hotel_images" USING btree ("hotel_id","image_type","sort","id");--> statement-breakpoint
CREATE INDEX "hotel_images_room_type_idx" ON "hotel_images" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id","status","score10" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "hotels_country_idx" ON "hotels" USING btree ("country_id","status","score10" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_external_idx" ON "hotels" USING btree ("seller_id","external_id");--> statement-breakpoint
CREATE INDEX "rate_plans_hotel_idx" ON "rate_plans" USING btree ("hotel_id","sort","id");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_external_idx" ON "room_types" USING btree ("hotel_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_hotel_no_idx" ON "rooms" USING btree ("hotel_id","room_no");--> statement-breakpoint
CREATE INDEX "rooms_type_idx" ON "rooms" USING btree ("room_type_id");