-- The front desk: early departures, and a key-box password replaced (a reset, a room change) while the retired one is kept.
CREATE TABLE "early_departures" (
	"order_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "keybox_passwords_room_run_key";--> statement-breakpoint
ALTER TABLE "early_departures" ADD CONSTRAINT "early_departures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keybox_passwords_room_run_key" ON "keybox_passwords" USING btree ("order_id","group_no","start_day") WHERE "keybox_passwords"."retired_at" is null;