CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_enrolled" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_lower_check" CHECK ("staff"."email" = lower("staff"."email")),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('admin', 'manager', 'desk')),
	CONSTRAINT "staff_lang_check" CHECK ("staff"."lang" in ('zh', 'en')),
	CONSTRAINT "staff_enrolled_secret_check" CHECK (not "staff"."totp_enrolled" or "staff"."totp_secret" is not null)
);
--> statement-breakpoint
CREATE TABLE "staff_hotels" (
	"staff_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "staff_hotels_staff_id_hotel_id_pk" PRIMARY KEY("staff_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_hotels" ADD CONSTRAINT "staff_hotels_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hotels" ADD CONSTRAINT "staff_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_hotels_hotel_idx" ON "staff_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");