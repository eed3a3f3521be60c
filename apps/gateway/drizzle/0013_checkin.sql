CREATE TABLE "checkin_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keybox_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"token_hash" text,
	"client_address" text NOT NULL,
	"rooms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "keybox_audit_action_check" CHECK ("keybox_audit"."action" in ('reveal', 'email'))
);
--> statement-breakpoint
CREATE TABLE "keybox_passwords" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"room_id" integer NOT NULL,
	"group_no" smallint NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"password" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "keybox_passwords_password_check" CHECK ("keybox_passwords"."password" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "keybox_reset_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"password_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_checkins" (
	"order_id" text PRIMARY KEY NOT NULL,
	"rooms" jsonb NOT NULL,
	"user_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otas" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_assignments" (
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"order_id" text NOT NULL,
	"group_no" smallint NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_assignments_pk" PRIMARY KEY("room_id","day")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ota_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ota_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rooms_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkin_tokens" ADD CONSTRAINT "checkin_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_audit" ADD CONSTRAINT "keybox_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_audit" ADD CONSTRAINT "keybox_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_passwords" ADD CONSTRAINT "keybox_passwords_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_passwords" ADD CONSTRAINT "keybox_passwords_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_reset_tasks" ADD CONSTRAINT "keybox_reset_tasks_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_reset_tasks" ADD CONSTRAINT "keybox_reset_tasks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keybox_reset_tasks" ADD CONSTRAINT "keybox_reset_tasks_password_id_keybox_passwords_id_fk" FOREIGN KEY ("password_id") REFERENCES "public"."keybox_passwords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checkins" ADD CONSTRAINT "order_checkins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checkins" ADD CONSTRAINT "order_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_tokens_expires_idx" ON "checkin_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "keybox_audit_order_idx" ON "keybox_audit" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keybox_passwords_room_run_key" ON "keybox_passwords" USING btree ("order_id","group_no","start_day");--> statement-breakpoint
CREATE INDEX "keybox_passwords_due_idx" ON "keybox_passwords" USING btree ("valid_until") WHERE "keybox_passwords"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "keybox_reset_tasks_password_key" ON "keybox_reset_tasks" USING btree ("password_id");--> statement-breakpoint
CREATE INDEX "keybox_reset_tasks_open_idx" ON "keybox_reset_tasks" USING btree ("hotel_id","due_at") WHERE "keybox_reset_tasks"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_assignments_order_key" ON "room_assignments" USING btree ("order_id","group_no","day");--> statement-breakpoint
CREATE INDEX "room_assignments_type_day_idx" ON "room_assignments" USING btree ("room_type_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_ota_order_key" ON "orders" USING btree ("ota_id","ota_order_id") WHERE "orders"."ota_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_unassigned_idx" ON "orders" USING btree ("start_day") WHERE "orders"."status" = 2 and "orders"."rooms_assigned_at" is null;--> statement-breakpoint
INSERT INTO "otas" ("id", "name_en", "name_cn", "sort") VALUES
	(1, 'This site (Bookdirect)', '本站（Bookdirect）', 1),
	(2, 'Booking.com', 'Booking.com', 2),
	(3, 'Agoda', 'Agoda', 3),
	(4, 'Trip.com', '携程旅行 Trip.com', 4),
	(5, 'Expedia', 'Expedia 智游网', 5),
	(6, 'Airbnb', '爱彼迎 Airbnb', 6),
	(7, 'Hotels.com', 'Hotels.com 好订网', 7)
ON CONFLICT ("id") DO NOTHING;
