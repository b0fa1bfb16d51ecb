CREATE TABLE "collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"media_id" integer,
	"document" "bytea",
	"document_type" text,
	"document_name" text,
	"valid_until" date,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "page_texts" (
	"page" text NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"value" text,
	"pending" text,
	"has_pending" boolean DEFAULT false NOT NULL,
	"to_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "page_texts_page_key_lang_pk" PRIMARY KEY("page","key","lang")
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("collection","position");--> statement-breakpoint
CREATE INDEX "collection_items_media_idx" ON "collection_items" USING btree ("media_id");--> statement-breakpoint
-- Page texts, collections and their versions notify every instance as the settings do (0011):
-- each reloads them and renders its pages again (docs/decisions/026).
CREATE TRIGGER page_texts_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_texts
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER collection_items_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collection_items
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER content_versions_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_versions
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_site_changed();
