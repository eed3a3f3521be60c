CREATE TABLE "user_folks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" smallint NOT NULL,
	"birthday" integer NOT NULL,
	"iso_country_coden" text NOT NULL,
	"tel_prefix" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"id_type" smallint NOT NULL,
	"idcard" text DEFAULT '' NOT NULL,
	"passport_no" text DEFAULT '' NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_folks_gender_check" CHECK ("user_folks"."gender" in (1, 2)),
	CONSTRAINT "user_folks_id_type_check" CHECK ("user_folks"."id_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "order_nights" (
	"order_id" text NOT NULL,
	"day" date NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "order_nights_pk" PRIMARY KEY("order_id","day")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"seller_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"hotel_id" integer NOT NULL,
	"hotel_room_type_id" integer NOT NULL,
	"rate_plan_id" integer,
	"start_day" date NOT NULL,
	"days" smallint NOT NULL,
	"nums" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"credits_amount" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"pay_credits" integer DEFAULT 0 NOT NULL,
	"credits_gain" integer DEFAULT 0 NOT NULL,
	"mobile" text NOT NULL,
	"tel_prefix" text NOT NULL,
	"email" text NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"cancel_expire_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"pay_source" smallint DEFAULT 0 NOT NULL,
	"pay_ref" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_id_check" CHECK ("orders"."id" ~ '^[0-9A-Z]{20}$'),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (1, 2, 6, 8, 9)),
	CONSTRAINT "orders_stay_check" CHECK ("orders"."days" > 0 and "orders"."nums" > 0),
	CONSTRAINT "orders_money_check" CHECK ("orders"."amount" >= 0 and "orders"."credits_amount" >= 0 and "orders"."pay_amount" >= 0 and "orders"."pay_amount" = "orders"."amount" - "orders"."credits_amount"),
	CONSTRAINT "orders_credits_check" CHECK ("orders"."pay_credits" >= 0 and "orders"."pay_credits" % 100 = 0)
);
--> statement-breakpoint
ALTER TABLE "user_folks" ADD CONSTRAINT "user_folks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nights" ADD CONSTRAINT "order_nights_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_folks_user_idx" ON "user_folks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 1;