-- Search answers are cached under versions that triggers move in the same transaction as the
-- change, so every gateway instance sees a change at its next request with no messaging.
-- Instead of one catalogue-wide row (every booking anywhere emptied every cache, and every
-- booking queued on its lock), two tables whose versions only grow and whose rows are never
-- deleted:
-- - search_day_versions (city, night): moved by a write to room_type_days of a hotel of the
--   city on that night that a search can see. Search answers read stock only as "a room left"
--   (rest_nums > 0) and the price: a booking moves its (city, night) rows only when it takes
--   the last room of a night or the price differs, and then locks only those rows.
-- - search_city_versions (city): moved by what a city's answers read beyond one night:
--   hotels (score, status, names; both cities when a hotel moves), room types, the city's
--   region row, and currencies and exchange rates of the city's hotels (prices order in USD).
-- A cached search of a city and stay is still valid while the city's version and the sum of
-- its night versions over the stay are unchanged; a search without a city uses the totals.
CREATE TABLE "search_city_versions" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_day_versions" (
	"city_id" integer NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "search_day_versions_pk" PRIMARY KEY("city_id","day")
);
--> statement-breakpoint
-- Searches without a city sum the versions of a stay's nights over every city.
CREATE INDEX "search_day_versions_day_idx" ON "search_day_versions" USING btree ("day");
--> statement-breakpoint
DROP TRIGGER IF EXISTS "room_type_days_bump_version" ON "room_type_days";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "room_types_bump_version" ON "room_types";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotels_bump_version" ON "hotels";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "regions_bump_version" ON "regions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "currencies_bump_version" ON "currencies";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_catalog_version"();
--> statement-breakpoint
DROP TABLE IF EXISTS "catalog_version";
--> statement-breakpoint
-- Every city with a hotel gets its row now (and any new city with its first hotel), so a
-- TRUNCATE can bump every city by bumping every row.
INSERT INTO "search_city_versions" ("city_id", "version")
SELECT DISTINCT "city_id", 1 FROM "hotels"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "search_day_versions" ("city_id", "day", "version")
SELECT DISTINCT h."city_id", d."day", 1
FROM "room_type_days" d
JOIN "room_types" rt ON rt."id" = d."room_type_id"
JOIN "hotels" h ON h."id" = rt."hotel_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Rows in (city) order, as every bump takes them, so two transactions bumping several
-- cities wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION "bump_search_cities"("cities" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_city_versions" AS v ("city_id", "version")
  SELECT DISTINCT c, 1 FROM unnest("cities") AS c WHERE c IS NOT NULL ORDER BY 1
  ON CONFLICT ("city_id") DO UPDATE SET "version" = v."version" + 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_city_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One statement per write, whatever its size: the (city, night) pairs of the rows it touched,
-- in (city, night) order (bookings of one city lock their nights in the same order).
CREATE OR REPLACE FUNCTION "bump_search_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_day_versions" AS v ("city_id", "day", "version")
    SELECT DISTINCT h."city_id", d."day", 1
    FROM "new_rows" d
    JOIN "room_types" rt ON rt."id" = d."room_type_id"
    JOIN "hotels" h ON h."id" = rt."hotel_id"
    ORDER BY 1, 2
    ON CONFLICT ("city_id", "day") DO UPDATE SET "version" = v."version" + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose change a search can see: a new price, or a night that sells out or
    -- reopens. A booking that leaves rooms on every night moves nothing and locks no version.
    INSERT INTO "search_day_versions" AS v ("city_id", "day", "version")
    SELECT DISTINCT h."city_id", d."day", 1
    FROM (
      SELECT n."room_type_id", n."day" FROM "new_rows" n
      LEFT JOIN "old_rows" o ON o."room_type_id" = n."room_type_id" AND o."day" = n."day"
      WHERE o."room_type_id" IS NULL OR o."price" IS DISTINCT FROM n."price"
        OR (o."rest_nums" > 0) IS DISTINCT FROM (n."rest_nums" > 0)
      UNION
      SELECT o."room_type_id", o."day" FROM "old_rows" o
      WHERE NOT EXISTS (
        SELECT 1 FROM "new_rows" n WHERE n."room_type_id" = o."room_type_id" AND n."day" = o."day")
    ) d
    JOIN "room_types" rt ON rt."id" = d."room_type_id"
    JOIN "hotels" h ON h."id" = rt."hotel_id"
    ORDER BY 1, 2
    ON CONFLICT ("city_id", "day") DO UPDATE SET "version" = v."version" + 1;
  ELSE
    INSERT INTO "search_day_versions" AS v ("city_id", "day", "version")
    SELECT DISTINCT h."city_id", d."day", 1
    FROM "old_rows" d
    JOIN "room_types" rt ON rt."id" = d."room_type_id"
    JOIN "hotels" h ON h."id" = rt."hotel_id"
    ORDER BY 1, 2
    ON CONFLICT ("city_id", "day") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_hotels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_search_cities"(ARRAY(SELECT "city_id" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    -- A hotel that moves leaves one city's answers and enters the other's.
    PERFORM "bump_search_cities"(ARRAY(
      SELECT "city_id" FROM "new_rows" UNION SELECT "city_id" FROM "old_rows"));
  ELSE
    PERFORM "bump_search_cities"(ARRAY(SELECT "city_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_room_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT h."city_id" FROM "hotels" h WHERE h."id" IN (SELECT "hotel_id" FROM "new_rows")));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT h."city_id" FROM "hotels" h WHERE h."id" IN (
        SELECT "hotel_id" FROM "new_rows" UNION SELECT "hotel_id" FROM "old_rows")));
  ELSE
    -- Room types deleted with their hotel find no hotel here; the hotel's delete bumps its city.
    PERFORM "bump_search_cities"(ARRAY(
      SELECT h."city_id" FROM "hotels" h WHERE h."id" IN (SELECT "hotel_id" FROM "old_rows")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A search shows its city's region row (the city's names).
CREATE OR REPLACE FUNCTION "bump_search_regions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_search_cities"(ARRAY(SELECT "region_id" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT "region_id" FROM "new_rows" UNION SELECT "region_id" FROM "old_rows"));
  ELSE
    PERFORM "bump_search_cities"(ARRAY(SELECT "region_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A currency (symbol, minor unit) reaches the answers of every city with a hotel priced in it.
CREATE OR REPLACE FUNCTION "bump_search_currencies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT DISTINCT h."city_id" FROM "hotels" h WHERE h."currency_id" IN (SELECT "id" FROM "new_rows")));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT DISTINCT h."city_id" FROM "hotels" h WHERE h."currency_id" IN (
        SELECT "id" FROM "new_rows" UNION SELECT "id" FROM "old_rows")));
  ELSE
    PERFORM "bump_search_cities"(ARRAY(
      SELECT DISTINCT h."city_id" FROM "hotels" h WHERE h."currency_id" IN (SELECT "id" FROM "old_rows")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rate orders prices across currencies (price order, USD): the cities with a hotel priced
-- in a currency whose rate moved. A rate rewritten with the same value moves nothing.
CREATE OR REPLACE FUNCTION "bump_search_exchange_rates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT DISTINCT h."city_id" FROM "hotels" h
      WHERE h."currency_id" IN (SELECT "currency_id" FROM "new_rows")));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_search_cities"(ARRAY(
      SELECT DISTINCT h."city_id" FROM "hotels" h
      WHERE h."currency_id" IN (
        SELECT n."currency_id" FROM "new_rows" n
        LEFT JOIN "old_rows" o ON o."currency_id" = n."currency_id"
        WHERE n."usd_per_unit" IS DISTINCT FROM o."usd_per_unit"
        UNION SELECT o."currency_id" FROM "old_rows" o
        WHERE NOT EXISTS (SELECT 1 FROM "new_rows" n WHERE n."currency_id" = o."currency_id"))));
  ELSE
    PERFORM "bump_search_cities"(ARRAY(
      SELECT DISTINCT h."city_id" FROM "hotels" h
      WHERE h."currency_id" IN (SELECT "currency_id" FROM "old_rows")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One trigger per event: a trigger with transition tables may have only one.
CREATE TRIGGER "room_type_days_search_insert" AFTER INSERT ON "room_type_days" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_days"();
--> statement-breakpoint
CREATE TRIGGER "room_type_days_search_update" AFTER UPDATE ON "room_type_days" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_days"();
--> statement-breakpoint
CREATE TRIGGER "room_type_days_search_delete" AFTER DELETE ON "room_type_days" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_days"();
--> statement-breakpoint
CREATE TRIGGER "room_type_days_search_truncate" AFTER TRUNCATE ON "room_type_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
--> statement-breakpoint
CREATE TRIGGER "room_types_search_insert" AFTER INSERT ON "room_types" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_room_types"();
--> statement-breakpoint
CREATE TRIGGER "room_types_search_update" AFTER UPDATE ON "room_types" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_room_types"();
--> statement-breakpoint
CREATE TRIGGER "room_types_search_delete" AFTER DELETE ON "room_types" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_room_types"();
--> statement-breakpoint
CREATE TRIGGER "room_types_search_truncate" AFTER TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
--> statement-breakpoint
CREATE TRIGGER "hotels_search_insert" AFTER INSERT ON "hotels" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_hotels"();
--> statement-breakpoint
CREATE TRIGGER "hotels_search_update" AFTER UPDATE ON "hotels" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_hotels"();
--> statement-breakpoint
CREATE TRIGGER "hotels_search_delete" AFTER DELETE ON "hotels" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_hotels"();
--> statement-breakpoint
CREATE TRIGGER "hotels_search_truncate" AFTER TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
--> statement-breakpoint
CREATE TRIGGER "regions_search_insert" AFTER INSERT ON "regions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_regions"();
--> statement-breakpoint
CREATE TRIGGER "regions_search_update" AFTER UPDATE ON "regions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_regions"();
--> statement-breakpoint
CREATE TRIGGER "regions_search_delete" AFTER DELETE ON "regions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_regions"();
--> statement-breakpoint
CREATE TRIGGER "regions_search_truncate" AFTER TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
--> statement-breakpoint
CREATE TRIGGER "currencies_search_insert" AFTER INSERT ON "currencies" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_currencies"();
--> statement-breakpoint
CREATE TRIGGER "currencies_search_update" AFTER UPDATE ON "currencies" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_currencies"();
--> statement-breakpoint
CREATE TRIGGER "currencies_search_delete" AFTER DELETE ON "currencies" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_currencies"();
--> statement-breakpoint
CREATE TRIGGER "currencies_search_truncate" AFTER TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_search_insert" AFTER INSERT ON "exchange_rates" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_exchange_rates"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_search_update" AFTER UPDATE ON "exchange_rates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_exchange_rates"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_search_delete" AFTER DELETE ON "exchange_rates" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_exchange_rates"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_search_truncate" AFTER TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_all"();
