import { Link } from "react-router";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { focusRing } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { registeredCollections } from "~/admin/site-content/collection-registry.server";
import { readCollection } from "~/admin/site-content/collections.server";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/collections";

/**
 * The site's collections (docs/decisions/026): each with what it is for and how many items it
 * has, and the way to its items.
 */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest(args, "adminCollections");
  const collections = await Promise.all(
    registeredCollections.map(async (entry) => {
      const { items } = await readCollection(db, entry.definition);
      const hidden = items.filter((item) => !item.visible).length;
      return {
        slug: entry.screen.slug,
        title: entry.screen.title[lang],
        intro: entry.screen.intro[lang],
        count: [
          fill(m.count, { count: items.length }),
          hidden > 0 ? fill(m.hiddenCount, { count: hidden }) : "",
        ]
          .filter(Boolean)
          .join(", "),
        href: path(`/collections/${entry.screen.slug}`),
      };
    }),
  );
  return screen(m.title, { t: m, collections });
}

export default function CollectionsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ScreenHeading title={d.t.title} intro={d.t.intro} />
      <ul className="grid gap-4 md:grid-cols-2">
        {d.collections.map((collection) => (
          <li
            key={collection.slug}
            className="relative rounded-2xl border border-mist-200 bg-white p-6 hover:border-steel-700"
          >
            <h2 className="text-xl font-bold text-navy-900">
              <Link
                to={collection.href}
                className={`after:absolute after:inset-0 after:rounded-2xl hover:underline ${focusRing}`}
              >
                {collection.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-navy-800">{collection.intro}</p>
            <p className="mt-3 text-sm font-semibold text-steel-700">{collection.count}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
