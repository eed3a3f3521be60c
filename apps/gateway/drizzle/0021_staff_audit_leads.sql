CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"client_address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" USING btree ("target","at");--> statement-breakpoint
CREATE INDEX "franchise_applications_stage_idx" ON "franchise_applications" USING btree ("stage","created_at");--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_stage_check" CHECK ("franchise_applications"."stage" in ('new', 'contacted', 'signed', 'lost'));--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_note_check" CHECK (char_length("franchise_applications"."note") <= 2000);--> statement-breakpoint
-- The staff audit log is append-only: what staff did stays as it was written.
CREATE OR REPLACE FUNCTION "refuse_staff_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "staff_audit" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_staff_audit_change"();
