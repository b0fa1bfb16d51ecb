-- A library picture's alt text or file changes the pages of the collections showing it: every
-- instance hears it and reloads its collections (docs/decisions/026), as it empties its blog
-- caches by the trigger of 0007.
CREATE TRIGGER media_notify_site_changed
  AFTER UPDATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION procelia_notify_site_changed();
