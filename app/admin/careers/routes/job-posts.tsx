import { Link } from "react-router";
import { isOpen, listAllPosts } from "~/admin/careers/job-posts.server";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { doneOf } from "~/admin/shell/done.server";
import { AdminTable, cellClass, LinkCell } from "~/admin/shell/ui/admin-table";
import { FormAlert, LinkLine } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { formatLongDate } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/job-posts";

export { headers, meta } from "~/admin/shell/route-head";

/** The job posts, newest first, with whether each is on the site now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m: t } = await adminRequest({ request, context }, "adminCareers");
  const now = new Date();
  const posts = await listAllPosts(db);
  return screen(t.posts.title, {
    t,
    done: doneOf(request, ["saved", "deleted"] as const),
    back: path("/recruitment"),
    add: path("/recruitment/posts/new"),
    rows: posts.map((post) => ({
      id: post.id,
      title: lang === "en" ? post.titleEn : post.titleFr,
      place: post.locality,
      until: formatLongDate(new Date(post.validThrough.getTime() - 1), lang),
      state: !post.published ? "draft" : isOpen(post, now) ? "open" : "closed",
      href: path(`/recruitment/posts/${post.id}`),
    })),
  });
}

export default function JobPosts({ loaderData: d }: Route.ComponentProps) {
  const t = d.t.posts;
  return (
    <div className="space-y-6">
      <LinkLine to={d.back}>{d.t.applications.title}</LinkLine>
      <ScreenHeading title={t.title} intro={t.intro} />
      {d.done && <FormAlert tone="success">{t[d.done]}</FormAlert>}
      <Link to={d.add} className={buttonClass("primary")}>
        {t.add}
      </Link>
      <AdminTable
        rows={d.rows}
        empty={t.empty}
        label={t.title}
        columns={[t.columns.title, t.columns.place, t.columns.validThrough, t.columns.state]}
      >
        {(row) => (
          <tr key={row.id}>
            <LinkCell to={row.href}>{row.title}</LinkCell>
            <td className={cellClass}>{row.place}</td>
            <td className={cellClass}>{row.until}</td>
            <td className={cellClass}>{t[row.state as "open" | "closed" | "draft"]}</td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
