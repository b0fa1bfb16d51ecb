import { data, Link } from "react-router";
import { listArticles } from "~/data/articles.server";
import { getDb } from "~/data/db.server";
import { fill } from "~/i18n/format";
import { messages } from "~/i18n/messages.server";
import { adminPage, formatDateTime } from "~/services/auth/admin-page.server";
import { adminHeaders, adminRouteHeaders, requireAdmin } from "~/services/auth/guard.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { FormAlert, focusRing } from "~/ui/admin/form-field";
import { buttonClass } from "~/ui/button";
import { cn } from "~/ui/cn";
import type { Route } from "./+types/articles";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.t.title, data?.area);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { lang, t, path } = adminPage(request);
  const a = messages(lang, "adminArticles");
  const articles = await listArticles(await getDb());
  const edit = (id: number) => path(`/admin/articles/${id}`);
  return data(
    {
      t: a.list,
      languages: a.languages,
      area: t.shell.area,
      newArticle: path("/admin/articles/new"),
      deleted: new URL(request.url).searchParams.has("deleted"),
      articles: articles.map((article) => ({
        id: article.id,
        title: article.title,
        slug: article.slug,
        language: article.language,
        category: article.category,
        published: article.published,
        createdAt: formatDateTime(article.createdAt, lang),
        updatedAt: formatDateTime(article.updatedAt, lang),
        edit: edit(article.id),
        counterpart: article.counterpart && {
          title: article.counterpart.title,
          edit: edit(article.counterpart.id),
        },
      })),
    },
    { headers: adminHeaders },
  );
}

export default function ArticlesPage({ loaderData: d }: Route.ComponentProps) {
  const cell = "border-b border-mist-100 py-3 pr-4 align-top";
  const link = cn("font-semibold text-steel-700 underline-offset-2 hover:underline", focusRing);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
          <p className="mt-2 max-w-3xl text-navy-800">{d.t.intro}</p>
        </div>
        <Link to={d.newArticle} className={buttonClass("primary", "md", focusRing)}>
          {d.t.newArticle}
        </Link>
      </div>
      {d.deleted && <FormAlert tone="success">{d.t.deleted}</FormAlert>}
      {d.articles.length === 0 ? (
        <p>{d.t.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-mist-200 bg-white p-4 sm:p-6">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="pb-3 text-left text-navy-800">
              {fill(d.t.caption, { count: d.articles.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {d.t.articleTitle}
                </th>
                <th scope="col" className={cell}>
                  {d.t.language}
                </th>
                <th scope="col" className={cell}>
                  {d.t.state}
                </th>
                <th scope="col" className={cell}>
                  {d.t.category}
                </th>
                <th scope="col" className={cell}>
                  {d.t.created}
                </th>
                <th scope="col" className={cell}>
                  {d.t.updated}
                </th>
                <th scope="col" className={cell}>
                  {d.t.counterpart}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.articles.map((article) => (
                <tr key={article.id}>
                  <th scope="row" className={cn(cell, "min-w-56 font-normal")}>
                    <Link to={article.edit} className={link}>
                      {article.title}
                    </Link>
                    <span className="mt-0.5 block font-mono text-xs text-navy-800">
                      {article.slug}
                    </span>
                  </th>
                  <td className={cell}>
                    <abbr title={d.languages[article.language]} className="no-underline">
                      {article.language.toUpperCase()}
                    </abbr>
                  </td>
                  <td className={cell}>
                    <span
                      className={cn(
                        "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
                        article.published
                          ? "bg-green-50 text-green-900"
                          : "bg-mist-100 text-navy-900",
                      )}
                    >
                      {article.published ? d.t.published : d.t.draft}
                    </span>
                  </td>
                  <td className={cell}>{article.category}</td>
                  <td className={cn(cell, "whitespace-nowrap")}>{article.createdAt}</td>
                  <td className={cn(cell, "whitespace-nowrap")}>{article.updatedAt}</td>
                  <td className={cell}>
                    {article.counterpart ? (
                      <Link to={article.counterpart.edit} className={link}>
                        {article.counterpart.title}
                      </Link>
                    ) : (
                      d.t.none
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
