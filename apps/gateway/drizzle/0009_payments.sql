CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"pay_source" smallint NOT NULL,
	"provider_order_id" text,
	"capture_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"minor_unit" smallint NOT NULL,
	"request_id" text NOT NULL,
	"approve_url" text,
	"claimed_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'approved', 'captured', 'failed', 'refunded')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'paypal', 'wechat')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_captured_check" CHECK ("payments"."status" not in ('captured', 'refunded') or ("payments"."capture_id" is not null and "payments"."captured_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_id_key" ON "payments" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_capture_key" ON "payments" USING btree ("provider","capture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id","provider") WHERE "payments"."status" in ('created', 'approved');--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");