-- House rules beside the check-in times, in both languages, written from the back office.
ALTER TABLE "hotels" ADD COLUMN "policy_cn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "policy_en" text DEFAULT '' NOT NULL;