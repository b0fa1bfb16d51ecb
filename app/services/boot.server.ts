import { readBlogSources, syncBlogPosts } from "~/data/blog-sync.server";
import { closeDb, connection } from "~/data/db.server";
import { startOutbox, stopOutbox } from "~/services/outbox.server";

/**
 * Called once by the Express server before it listens: opens (and on first start creates and
 * migrates) the database, loads the blog articles and starts the e-mail outbox.
 */
export async function boot(): Promise<{ database: "pglite" | "postgres" }> {
  const { db, kind } = await connection();
  await syncBlogPosts(db, await readBlogSources());
  startOutbox();
  return { database: kind };
}

export async function shutdown(): Promise<void> {
  await stopOutbox();
  await closeDb();
}
