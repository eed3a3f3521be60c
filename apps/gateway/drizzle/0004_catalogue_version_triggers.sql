-- The catalogue version (catalog_version, one row) moves with every change to what search
-- answers read, in the same transaction, so caches keyed by it stay correct across instances.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "room_type_days_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_type_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "room_types_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "hotels_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "regions_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "currencies_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
