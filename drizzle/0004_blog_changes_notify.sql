-- Every change to the articles, by the app, the Markdown sync or plain SQL, notifies the instances
-- listening on "procelia_blog_changed" when its transaction commits, so each clears its blog cache.
-- Once per statement: a bulk sync sends one notification, not one per row.
CREATE OR REPLACE FUNCTION procelia_notify_blog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('procelia_blog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_blog_changed();
--> statement-breakpoint
CREATE TRIGGER blog_slug_redirects_notify_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_blog_changed();
