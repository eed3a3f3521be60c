-- room_type_days is partitioned by month of `day` (PARTITION BY RANGE): every query names its
-- stay's nights (`day >= start and day < start + nights`), so it reads and locks the one or two
-- months of the stay, whatever the years of nights the table holds, and an old month leaves
-- with DETACH PARTITION instead of a DELETE (docs/scaling/partitions.md).
-- - room_type_days_YYYY_MM: one month, [first day, first day of the next month).
-- - room_type_days_default: any night of a month without its partition yet, so no write ever
--   fails for a far night. room_type_days_add_month() moves such rows into their month when it
--   creates it.
-- - room_type_days_add_months(today, ahead): the month of `today` and `ahead` more, the one
--   rule of how far ahead the months are ready (18 months by default: the booking window
--   and more), called here and by the gateway's daily `room-type-days-months` job.
-- Names, checks, the primary key, the foreign key and the search-version triggers of 0018 are
-- the table's before the change.
ALTER TABLE "room_type_days" RENAME TO "room_type_days_unpartitioned";
--> statement-breakpoint
ALTER TABLE "room_type_days_unpartitioned" RENAME CONSTRAINT "room_type_days_pk" TO "room_type_days_unpartitioned_pk";
--> statement-breakpoint
-- NOT NULL constraints named as PostgreSQL 18 (PGlite) names them, since the old table still
-- holds those names; earlier servers ignore a NOT NULL's name.
CREATE TABLE "room_type_days" (
	"room_type_id" integer CONSTRAINT "room_type_days_room_type_id_not_null" NOT NULL,
	"day" date CONSTRAINT "room_type_days_day_not_null" NOT NULL,
	"price" integer CONSTRAINT "room_type_days_price_not_null" NOT NULL,
	"rest_nums" integer CONSTRAINT "room_type_days_rest_nums_not_null" NOT NULL,
	CONSTRAINT "room_type_days_pk" PRIMARY KEY("room_type_id","day"),
	CONSTRAINT "room_type_days_rest_nums_check" CHECK ("room_type_days"."rest_nums" >= 0),
	CONSTRAINT "room_type_days_price_check" CHECK ("room_type_days"."price" >= 0)
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "room_type_days_default" PARTITION OF "room_type_days" DEFAULT;
--> statement-breakpoint
-- The partition of the month of `month`, unless it exists: answers whether it was created.
-- Rows already in the default partition for that month move into it in the same transaction:
-- the default is locked first (writers to other months wait only for this move), the month is
-- built beside the table, filled, then attached. The moved rows change no value, so they bump
-- no search version (the table's triggers fire on statements against the table, not against
-- its partitions).
CREATE OR REPLACE FUNCTION "room_type_days_add_month"("month" date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  "first" date := date_trunc('month', "month")::date;
  "next" date := (date_trunc('month', "month") + interval '1 month')::date;
  "part" text := 'room_type_days_' || to_char(date_trunc('month', "month"), 'YYYY_MM');
BEGIN
  LOCK TABLE ONLY "room_type_days" IN SHARE UPDATE EXCLUSIVE MODE;
  IF EXISTS (
    SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relname = "part" AND n.nspname = current_schema()
  ) THEN
    RETURN false;
  END IF;
  LOCK TABLE "room_type_days_default" IN ACCESS EXCLUSIVE MODE;
  EXECUTE format('CREATE TABLE %I (LIKE "room_type_days" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', "part");
  EXECUTE format(
    'WITH "moved" AS (DELETE FROM "room_type_days_default" WHERE "day" >= $1 AND "day" < $2 RETURNING *)
     INSERT INTO %I ("room_type_id", "day", "price", "rest_nums")
     SELECT "room_type_id", "day", "price", "rest_nums" FROM "moved"', "part")
    USING "first", "next";
  EXECUTE format('ALTER TABLE "room_type_days" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
    "part", "first", "next");
  RETURN true;
END
$$;
--> statement-breakpoint
-- The months from the one of `today` to `ahead` months later that were missing, now created,
-- by name. The only home of how far ahead months are made: the migration and the job call it
-- without `ahead`.
CREATE OR REPLACE FUNCTION "room_type_days_add_months"("today" date DEFAULT CURRENT_DATE, "ahead" integer DEFAULT 18) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  "month" date;
  "added" text[] := '{}';
BEGIN
  FOR "month" IN
    SELECT generate_series(date_trunc('month', "today"),
      date_trunc('month', "today") + make_interval(months => "ahead"), interval '1 month')::date
  LOOP
    IF "room_type_days_add_month"("month") THEN
      "added" := "added" || ('room_type_days_' || to_char("month", 'YYYY_MM'));
    END IF;
  END LOOP;
  RETURN "added";
END
$$;
--> statement-breakpoint
-- Every month that has nights, then the months ahead of today.
SELECT "room_type_days_add_month"("month")
FROM (SELECT DISTINCT date_trunc('month', "day")::date AS "month" FROM "room_type_days_unpartitioned") m
ORDER BY "month";
--> statement-breakpoint
SELECT "room_type_days_add_months"();
--> statement-breakpoint
INSERT INTO "room_type_days" ("room_type_id", "day", "price", "rest_nums")
SELECT "room_type_id", "day", "price", "rest_nums" FROM "room_type_days_unpartitioned";
--> statement-breakpoint
DROP TABLE "room_type_days_unpartitioned";
--> statement-breakpoint
ALTER TABLE "room_type_days" ADD CONSTRAINT "room_type_days_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The search versions' triggers of 0018, on the partitioned table: statement triggers with
-- transition tables see the rows of every partition a statement wrote.
CREATE TRIGGER "room_type_days_search_insert" AFTER INSERT ON "room_type_days" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_days"();
--> statement-breakpoint
CREATE TRIGGER "room_type_days_search_update" AFTER UPDATE ON "room_type_days" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_days"();
--> statement-breakpoint
CREATE TRIGGER "room_type_days_search_delete" AFTER DELETE ON "room_type_days" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_days"();
--> statement-breakpoint
CREATE TRIGGER "room_type_days_search_truncate" AFTER TRUNCATE ON "room_type_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
