import { and, eq, or, sql } from "drizzle-orm";
import { referenceMarkers } from "../../platform/content/media-paths";
import type { Database } from "../../platform/database/db.server";
import { blogPosts, collectionItems } from "../../platform/database/schema";

/**
 * Whether the public site shows a picture: the cover of a published article or a picture its
 * text references, or the picture of a visible collection item (a project, a client's logo).
 * A picture used nowhere else (an upload not placed yet, a draft's) is the back office's only.
 */
export async function shownPublicly(
  db: Pick<Database, "select">,
  picture: { id: number; contentHash: string },
): Promise<boolean> {
  const references = referenceMarkers(picture).map(
    (marker) => sql`strpos(${blogPosts.markdown}, ${marker}) > 0`,
  );
  const [articles, items] = await Promise.all([
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.published, true),
          or(eq(blogPosts.coverMediaId, picture.id), ...references),
        ),
      )
      .limit(1),
    db
      .select({ id: collectionItems.id })
      .from(collectionItems)
      .where(and(eq(collectionItems.mediaId, picture.id), eq(collectionItems.visible, true)))
      .limit(1),
  ]);
  return articles.length + items.length > 0;
}
