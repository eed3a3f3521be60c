-- A booking is one statement (orders/service.ts: bookingSql): it takes the stay's rooms, then
-- refuses through this function unless every night was taken at the quoted price. The error
-- takes back everything the statement wrote; its message says why. VOLATILE, so the planner
-- never evaluates it ahead of the row that calls it.
CREATE OR REPLACE FUNCTION "booking_refused"(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
