CREATE TABLE "content_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"actor" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "content_history_entity_idx" ON "content_history" USING btree ("entity","at");--> statement-breakpoint
-- Every committed change to the site settings (back office, another instance or plain SQL)
-- notifies the instances listening on "procelia_site_changed", which reload them and re-render
-- the pages that show them (docs/decisions/024). Collections and page texts will notify it too.
CREATE OR REPLACE FUNCTION procelia_notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('procelia_site_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_settings_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_site_changed();
