CREATE TABLE "hotel_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"order_id" text,
	"user_id" integer,
	"score" smallint NOT NULL,
	"content" text NOT NULL,
	"nickname" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_reviews_score_check" CHECK ("hotel_reviews"."score" between 1 and 10),
	CONSTRAINT "hotel_reviews_content_check" CHECK (char_length("hotel_reviews"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"pay_source" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'refunded', 'failed_manual')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "review_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_rate_cny" numeric;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reasons" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_order_key" ON "hotel_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("hotel_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_refunds_due_idx" ON "order_refunds" USING btree ("next_attempt_at") WHERE "order_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "user_credits_notes_order_once" ON "user_credits_notes" USING btree ("order_id","operate") WHERE "user_credits_notes"."order_id" <> '' and "user_credits_notes"."operate" in (1, 3);--> statement-breakpoint
CREATE INDEX "orders_paid_start_idx" ON "orders" USING btree ("start_day") WHERE "orders"."status" = 2;