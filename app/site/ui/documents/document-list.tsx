import { pagePath } from "~/platform/navigation/page-table";
import type { DocumentView } from "~/site/routes/pages/document-views.server";
import { PageLink } from "../content-blocks";
import { Section } from "../section";

/** Documents as cards: the title is the download link, then language, size and date. */
export function DocumentList({ items }: { items: DocumentView[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.slug}
          className="flex flex-col rounded-xl border border-mist-200 bg-white p-5 shadow-sm"
        >
          <a
            href={item.href}
            type="application/pdf"
            hrefLang={item.fileLang}
            aria-label={item.label}
            className="text-lg font-semibold text-navy-900 underline decoration-steel-700/40 underline-offset-4 hover:decoration-steel-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700"
          >
            <span lang={item.titleLang}>{item.title}</span>
          </a>
          <p className="mt-3 text-sm text-ink-700">
            {item.language} · {item.size}
          </p>
          <p className="text-sm text-ink-700">
            <time dateTime={item.date}>{item.dateText}</time>
          </p>
          {item.note && <p className="mt-2 text-sm font-medium text-steel-700">{item.note}</p>}
        </li>
      ))}
    </ul>
  );
}

/** A service page's "Documents" block, when documents name the page. */
export function ServiceDocuments({
  block,
}: {
  block: { t: { title: string; intro: string; all: string }; items: DocumentView[] } | null;
}) {
  if (!block) return null;
  return (
    <Section id="documents" tone="mist" heading={block.t}>
      <DocumentList items={block.items} />
      <p className="mt-6">
        <PageLink to={pagePath("documents")}>{block.t.all}</PageLink>
      </p>
    </Section>
  );
}
