CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"minor_unit" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_code_check" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_minor_unit_check" CHECK ("currencies"."minor_unit" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"has_hotels" boolean DEFAULT false NOT NULL,
	CONSTRAINT "regions_level_check" CHECK ("regions"."level" in (1, 2, 3)),
	CONSTRAINT "regions_top_level_check" CHECK (("regions"."level" = 1) = ("regions"."pid" = 0))
);
--> statement-breakpoint
CREATE INDEX "regions_pid_idx" ON "regions" USING btree ("pid","sort","region_id");--> statement-breakpoint
CREATE INDEX "regions_level_idx" ON "regions" USING btree ("level","sort","region_id");