-- A search without a city walks all published hotels in score order and stops once its page
-- is full of available ones (catalog/hotels.ts: searchHotels); a city's search walks
-- hotels_city_idx the same way.
CREATE INDEX "hotels_published_idx" ON "hotels" USING btree ("score10" DESC NULLS LAST,"id") WHERE "hotels"."status" = 1;
