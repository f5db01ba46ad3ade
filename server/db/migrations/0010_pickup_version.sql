-- Issue 17: a version of the data the pickup search reads (points, carriers, pickup methods,
-- the gazetteer), bumped by every statement that writes one of those tables, whoever runs it
-- (the seed, an import, an operator's SQL). Every app server's M1 answer cache compares it
-- (server/services/pickup/searchCache.ts) and drops its answers when it moved.
INSERT INTO "settings" ("key", "value") VALUES ('PickupDataVersion', '0') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "pickup_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings" SET "value" = ("value"::bigint + 1)::text WHERE "key" = 'PickupDataVersion';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pickup_points_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pickup_points" FOR EACH STATEMENT EXECUTE FUNCTION "pickup_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickup_carriers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pickup_carriers" FOR EACH STATEMENT EXECUTE FUNCTION "pickup_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods" FOR EACH STATEMENT EXECUTE FUNCTION "pickup_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "cities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "pickup_data_changed"();
