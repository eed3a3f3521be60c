-- Each counter says when its window ends, so the gateway can delete the ones that limit
-- nothing any more. Counters from before this column get a day after their window began:
-- the longest default window is an hour, and a counter hit again is rewritten anyway.
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '1 day';--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "expires_at" SET NOT NULL;
