CREATE TABLE "order_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"previous_start_day" date NOT NULL,
	"previous_days" smallint NOT NULL,
	"start_day" date NOT NULL,
	"days" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"nights" jsonb NOT NULL,
	"cancel_expire_at" timestamp with time zone NOT NULL,
	"pay_amount" bigint NOT NULL,
	"refund_amount" bigint NOT NULL,
	"refund_status" text,
	"refunded_at" timestamp with time zone,
	"refund_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_changes_status_check" CHECK ("order_changes"."status" in ('pending', 'applied', 'dropped')),
	CONSTRAINT "order_changes_money_check" CHECK ("order_changes"."amount" >= 0 and "order_changes"."pay_amount" >= 0 and "order_changes"."refund_amount" >= 0),
	CONSTRAINT "order_changes_stay_check" CHECK ("order_changes"."days" > 0 and "order_changes"."previous_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_one_captured_per_order";--> statement-breakpoint
DROP INDEX "payments_one_open_per_order";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "part_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_one_pending_key" ON "order_changes" USING btree ("order_id") WHERE "order_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_changes_pending_idx" ON "order_changes" USING btree ("expires_at") WHERE "order_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_changes_refund_idx" ON "order_changes" USING btree ("id") WHERE "order_changes"."refund_status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_refunds_attempt_idx" ON "sandbox_refunds" USING btree ("attempt_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_change_id_order_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."order_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_per_order" ON "payments" USING btree ("order_id",coalesce("change_id", 0)) WHERE "payments"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id","provider",coalesce("change_id", 0)) WHERE "payments"."status" in ('created', 'approved');