-- Reviews staff hide or answer, the score a hotel falls back to, and who moved a lead.
ALTER TABLE "hotels" ADD COLUMN "base_score10" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "stage_by" integer;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "reply_lang" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_reply_check" CHECK (char_length("hotel_reviews"."reply") <= 2000);--> statement-breakpoint
UPDATE "hotels" SET "base_score10" = "score10";
