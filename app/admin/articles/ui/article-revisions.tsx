import { Link } from "react-router";
import { fill } from "~/platform/i18n/format";
import { focusRing } from "../../shell/ui/form-field";
import type { EditorTexts } from "./article-form";

export interface RevisionItem {
  id: number;
  /** As the back office writes dates. */
  at: string;
  actor: string;
  change: string;
  /** Its comparison with the article now, where it can be restored. */
  href: string;
}

/** The article's latest saves, under the editor: who saved, when, and what the save did. */
export function ArticleRevisions({
  t,
  revisions,
}: {
  t: EditorTexts["revisions"];
  revisions: RevisionItem[];
}) {
  return (
    <section aria-labelledby="revisions-title" className="max-w-3xl">
      <h2 id="revisions-title" className="text-xl font-bold text-navy-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-navy-800">{t.intro}</p>
      <ol className="mt-3 divide-y divide-mist-200 rounded-xl border border-mist-200 bg-white text-sm">
        {revisions.map((revision) => (
          <li
            key={revision.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2 text-ink-700"
          >
            <span>
              {fill(t.line, { date: revision.at, actor: revision.actor, change: revision.change })}
            </span>
            <Link
              to={revision.href}
              className={`font-semibold text-steel-700 hover:underline ${focusRing}`}
            >
              {t.compare}
              <span className="sr-only"> {fill(t.compareHidden, { date: revision.at })}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
