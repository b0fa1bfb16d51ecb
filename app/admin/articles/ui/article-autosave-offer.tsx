import { fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import { FormAlert } from "../../shell/ui/form-field";
import type { EditorTexts } from "./article-form";

export interface AutosaveOfferData {
  /** When the working copy was last kept, as the back office writes dates. */
  date: string;
  /** The author's new article rather than this one. */
  isNew: boolean;
  /** The page shows the working copy already (`?restore`). */
  restored: boolean;
  restoreHref: string;
}

/**
 * "Restore your unsaved version" / "Discard it", above the editor, when the author's working copy
 * is newer than the article. Restoring is a link (the page with the copy's values); discarding
 * is a form of its own, outside the article's.
 */
export function AutosaveOffer({
  t,
  offer,
}: {
  t: EditorTexts["autosave"];
  offer: AutosaveOfferData;
}) {
  if (offer.restored) {
    return <FormAlert tone="success">{fill(t.restored, { date: offer.date })}</FormAlert>;
  }
  return (
    <div
      role="status"
      className="max-w-3xl space-y-3 rounded-md border border-accent-500 bg-process-50 px-4 py-3 text-sm text-navy-900"
    >
      <p className="font-medium">
        {fill(offer.isNew ? t.foundNew : t.found, { date: offer.date })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={offer.restoreHref} className={buttonClass("primary")}>
          {t.restore}
        </a>
        <form method="post">
          <input type="hidden" name="intent" value="discard" />
          <button type="submit" className={buttonClass("outline")}>
            {t.discard}
          </button>
        </form>
      </div>
    </div>
  );
}
