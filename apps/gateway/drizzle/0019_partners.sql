-- Partners become a table: a `partner` code on a link or an order counts only when it names a
-- row here, and the embed's catalogue reads answer only the origins listed here (besides the
-- deprecated PARTNER_ORIGINS). Orders keep their code as text with no foreign key, so a
-- partner the back office removes keeps its orders' history, and the codes orders already
-- hold stay as they were recorded.
CREATE TABLE "partners" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_code_check" CHECK ("partners"."code" ~ '^[A-Za-z0-9_-]{1,32}$'),
	CONSTRAINT "partners_name_check" CHECK (char_length(btrim("partners"."name")) between 1 and 200)
);
