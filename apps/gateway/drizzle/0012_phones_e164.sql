-- Traveller phones are kept as E.164 beside their calling prefix. Rows written before:
-- a number typed with its own '+' keeps its digits; a number typed beside a prefix takes
-- the prefix's digits in front (the gateway re-reads any row it cannot parse as it is).
UPDATE "user_folks" SET "phone" = CASE
	WHEN "phone" LIKE '+%' THEN '+' || regexp_replace("phone", '\D', '', 'g')
	ELSE '+' || regexp_replace("tel_prefix", '\D', '', 'g') || regexp_replace("phone", '\D', '', 'g')
END
WHERE "phone" !~ '^\+\d+$';
--> statement-breakpoint
UPDATE "orders" SET "mobile" = CASE
	WHEN "mobile" LIKE '+%' THEN '+' || regexp_replace("mobile", '\D', '', 'g')
	ELSE '+' || regexp_replace("tel_prefix", '\D', '', 'g') || regexp_replace("mobile", '\D', '', 'g')
END
WHERE "mobile" !~ '^\+\d+$' AND "mobile" <> '';
--> statement-breakpoint
UPDATE "users" SET "mobile" = '+' || regexp_replace("mobile", '\D', '', 'g')
WHERE "mobile" LIKE '+%' AND "mobile" !~ '^\+\d+$';
