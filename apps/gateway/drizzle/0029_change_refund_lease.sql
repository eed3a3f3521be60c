CREATE TABLE "payment_part_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "refund_lease_until" timestamp with time zone;