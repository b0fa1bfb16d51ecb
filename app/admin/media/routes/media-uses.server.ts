import type { CollectionUse, MediaUse } from "~/admin/media/media.server";
import type { MediaUseRow } from "~/admin/media/ui/media-detail-view";
import { collectionByName } from "~/admin/site-content/collection-registry.server";
import type { StaffLang } from "~/platform/i18n/lang";
import { titleOf } from "../../site-content/collection-data.server";

/** Where a picture is used, as the library's pages list it: articles, then collection items. */
export function mediaUseRows(
  uses: readonly MediaUse[],
  items: readonly CollectionUse[],
  path: (inside: `/${string}`) => string,
  lang: StaffLang,
  t: { published: string; draft: string },
): MediaUseRow[] {
  const articles = uses.map((use) => ({
    key: `article-${use.id}`,
    title: use.title,
    language: use.language.toUpperCase(),
    state: use.published ? t.published : t.draft,
    edit: path(`/articles/${use.id}`),
  }));
  const collectionRows = items.flatMap((item) => {
    const entry = collectionByName(item.collection);
    if (!entry) return [];
    return [
      {
        key: `${item.collection}-${item.id}`,
        title: titleOf(entry, item.data, lang, String(item.id)),
        language: entry.screen.title[lang],
        state: "",
        edit: path(`/collections/${entry.screen.slug}/${item.id}`),
      },
    ];
  });
  return [...articles, ...collectionRows];
}
