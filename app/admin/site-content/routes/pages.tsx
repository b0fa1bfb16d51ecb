import { Link } from "react-router";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { linkClass } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { textPages } from "~/admin/site-content/page-text-fields.server";
import {
  pageTextCounts,
  textsToReview,
  unusedTexts,
} from "~/admin/site-content/page-texts-board.server";
import { fill } from "~/platform/i18n/format";
import { pageName } from "../page-texts-view.server";
import type { Route } from "./+types/pages";

/** The site's pages whose texts the back office edits, with what waits on each. */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, db, path, screen, m } = await adminRequest({ request, context }, "adminPages");
  const [counts, review, unused] = await Promise.all([
    pageTextCounts(db),
    textsToReview(db),
    unusedTexts(db),
  ]);
  return screen(m.title, {
    t: m,
    // What waits outside the pages: texts to review, texts no page shows any more.
    waiting: [
      { count: review.length, text: m.reviewLink, href: path("/pages/review") },
      { count: unused.length, text: m.unusedLink, href: path("/pages/unused") },
    ]
      .filter((way) => way.count > 0)
      .map((way) => ({ href: way.href, text: fill(way.text, { count: way.count }) })),
    pages: textPages.map((page) => {
      const count = counts.get(page) ?? { edited: 0, pending: 0, toReview: 0 };
      return { page, name: pageName(page, lang, m), href: path(`/pages/${page}`), ...count };
    }),
  });
}

export default function PagesList({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ScreenHeading title={d.t.title} intro={d.t.intro} />
      {d.waiting.length > 0 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {d.waiting.map((way) => (
            <li key={way.href}>
              <Link to={way.href} className={linkClass}>
                {way.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul
        aria-label={d.t.list.caption}
        className="divide-y divide-mist-100 rounded-2xl border border-mist-200 bg-white"
      >
        {d.pages.map((page) => {
          const marks = [
            page.edited > 0 && fill(d.t.list.edited, { count: page.edited }),
            page.pending > 0 && fill(d.t.list.pending, { count: page.pending }),
            page.toReview > 0 && fill(d.t.list.toReview, { count: page.toReview }),
          ].filter((mark): mark is string => Boolean(mark));
          return (
            <li
              key={page.page}
              className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6"
            >
              <div className="min-w-0">
                <Link
                  to={page.href}
                  className={`${linkClass} text-lg`}
                  aria-label={fill(d.t.list.editOf, { page: page.name })}
                >
                  {page.name}
                </Link>
                <p className="text-sm text-navy-800">
                  {marks.length > 0 ? marks.join(" · ") : d.t.list.untouched}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
