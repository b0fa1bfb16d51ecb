/**
 * The editor's copy kept in the tab while a save is on its way (./browser/article-autosave.ts):
 * its sessionStorage key and what comes back of it.
 */

/**
 * The key of the tab's copy of an editor page, without the language's prefix: the sign-in may
 * land on the editor in the account's language (`/en/admin/articles/12` and `/admin/articles/12`
 * share one).
 */
export function editorCopyKey(pathname: string): string {
  return `article-editor:${pathname.replace(/^\/[a-z]{2}(?=\/)/, "")}`;
}

/** A new article's copy, dropped once the page answers its save. */
export function isNewArticleKey(key: string): boolean {
  return key.endsWith("/articles/new");
}

export interface EditorCopy {
  /** The article's version when the form was sent; null for a new article. */
  version: string | null;
  fields: Record<string, string>;
}

/**
 * The copy to make the working copy again: one sent from this very version of the article (a
 * save would have moved the version on) whose text differs from what the page shows.
 */
export function copyToRestore(
  text: string | null,
  version: string | null,
  shown: Record<string, string>,
): EditorCopy | null {
  let copy: unknown;
  try {
    copy = JSON.parse(text ?? "null");
  } catch {
    return null;
  }
  if (typeof copy !== "object" || copy === null) return null;
  const { version: sent, fields } = copy as Partial<EditorCopy>;
  if (sent !== version || typeof fields !== "object" || fields === null) return null;
  if (JSON.stringify(fields) === JSON.stringify(shown)) return null;
  return { version: sent, fields };
}
