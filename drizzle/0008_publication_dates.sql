DROP INDEX "blog_posts_listing_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_publish_at_idx" ON "blog_posts" USING btree ("publish_at") WHERE "blog_posts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_listing_idx" ON "blog_posts" USING btree ("language","published","published_at");--> statement-breakpoint
-- Written by hand (docs/decisions/022). The articles already published keep the date they showed.
UPDATE "blog_posts" SET "published_at" = "created_at" WHERE "published";--> statement-breakpoint
-- Whatever publishes an article (the back office, the Markdown sync, a scheduled publication, plain
-- SQL), it gets its publication date then if nothing set one, and no longer waits for a schedule.
CREATE OR REPLACE FUNCTION procelia_blog_publication_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published THEN
    NEW.published_at := coalesce(NEW.published_at, now());
    NEW.publish_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_publication_dates
  BEFORE INSERT OR UPDATE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION procelia_blog_publication_dates();
