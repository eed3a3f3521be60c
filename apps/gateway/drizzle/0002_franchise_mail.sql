CREATE TABLE "dictionary_items" (
	"code" text NOT NULL,
	"task_id" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dictionary_items_code_task_id_pk" PRIMARY KEY("code","task_id")
);
--> statement-breakpoint
CREATE TABLE "franchise_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"country_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"will_level_id" integer NOT NULL,
	"remark" text NOT NULL,
	"lang" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_applications_remark_check" CHECK (char_length("franchise_applications"."remark") <= 200)
);
--> statement-breakpoint
CREATE TABLE "franchise_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_country_id_regions_region_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_province_id_regions_region_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_city_id_regions_region_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dictionary_items_sort_idx" ON "dictionary_items" USING btree ("code","sort");--> statement-breakpoint
CREATE INDEX "franchise_applications_created_idx" ON "franchise_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");