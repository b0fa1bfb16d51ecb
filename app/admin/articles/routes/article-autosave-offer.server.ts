import { findAutosave } from "~/admin/articles/article-autosaves.server";
import type { AutosaveOfferData } from "~/admin/articles/ui/article-autosave-offer";
import type { ArticleFieldName, ArticleValues } from "~/admin/articles/ui/article-form";
import { formatDateTime } from "~/admin/shell/admin-request.server";
import type { EditorRequest } from "./article-editor-data.server";

/**
 * The author's working copy of the page's article (or new article) when it is worth offering:
 * kept after the article's last save and not what the page shows already (a late autosave
 * arriving just after a save). With `?restore` in the URL, its values replace the stored ones.
 */
export async function pendingAutosave(
  { db, user, post, lang }: EditorRequest,
  url: URL,
  stored: ArticleValues,
): Promise<{ offer: AutosaveOfferData; values: ArticleValues | undefined } | undefined> {
  const autosave = await findAutosave(db, user.id, post?.id ?? null);
  if (!autosave || (post && autosave.updatedAt <= post.updatedAt)) return undefined;
  const names = Object.keys(stored) as ArticleFieldName[];
  const values = Object.fromEntries(
    names.map((name) => {
      const value = autosave.fields[name];
      return [name, typeof value === "string" ? value : stored[name]];
    }),
  ) as ArticleValues;
  if (names.every((name) => values[name] === stored[name])) return undefined;
  const restored = url.searchParams.has("restore");
  const again = new URLSearchParams(url.searchParams);
  again.delete("done");
  again.set("restore", "1");
  return {
    offer: {
      date: formatDateTime(autosave.updatedAt, lang),
      isNew: !post,
      restored,
      restoreHref: `?${again}`,
    },
    values: restored ? values : undefined,
  };
}
