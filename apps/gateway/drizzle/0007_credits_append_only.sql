-- The points ledger is append-only: a balance is the SUM of the rows, so editing or deleting
-- a row would rewrite history. Corrections are new rows.
CREATE OR REPLACE FUNCTION "refuse_credits_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'user_credits_notes is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_credits_notes_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "user_credits_notes" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_credits_note_change"();
