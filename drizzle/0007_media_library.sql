CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"original" "bytea" NOT NULL,
	"content_hash" text NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" text NOT NULL,
	"alt_fr" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"caption_fr" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
-- The pictures are compressed already (JPEG, PNG, WebP, AVIF, GIF): stored out of line without
-- PostgreSQL's own compression, which would spend time on every upload for nothing.
ALTER TABLE "media" ALTER COLUMN "original" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- A picture replaced, retitled or deleted changes the articles that show it: every instance
-- empties its blog caches, as for a change of the articles themselves (migration 0004).
CREATE TRIGGER media_notify_changed
  AFTER UPDATE OR DELETE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_blog_changed();
