import { Link } from "react-router";
import { listArticles } from "~/admin/articles/articles.server";
import { publishDueArticlesOrLog } from "~/admin/articles/scheduled-publication.server";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { AdminTable } from "~/admin/shell/ui/admin-table";
import { FormAlert, focusRing } from "~/admin/shell/ui/form-field";
import { ListHeading } from "~/admin/shell/ui/list-heading";
import { fill } from "~/platform/i18n/format";
import { cn } from "~/platform/ui/cn";
import type { Route } from "./+types/articles";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, m: a } = await adminRequest(args, "adminArticles");
  // A scheduled article whose time has come is listed as the site shows it: published.
  await publishDueArticlesOrLog(db);
  const articles = await listArticles(db);
  const edit = (id: number) => path(`/articles/${id}`);
  return screen(a.list.title, {
    t: a.list,
    languages: a.languages,
    newArticle: path("/articles/new"),
    deleted: new URL(args.request.url).searchParams.has("deleted"),
    articles: articles.map((article) => ({
      id: article.id,
      title: article.title,
      slug: article.slug,
      language: article.language,
      category: article.category,
      published: article.published,
      scheduledAt:
        !article.published && article.publishAt ? formatDateTime(article.publishAt, lang) : null,
      publishedAt:
        article.published && article.publishedAt ? formatDateTime(article.publishedAt, lang) : null,
      updatedAt: formatDateTime(article.updatedAt, lang),
      edit: edit(article.id),
      counterpart: article.counterpart && {
        title: article.counterpart.title,
        edit: edit(article.counterpart.id),
      },
      // "Create the Dutch version": the editor starts from this article, in that language.
      translate: article.missing.map((missing) => ({
        href: `${path("/articles/new")}?from=${article.id}&to=${missing}`,
        text: a.list.translate[missing],
      })),
    })),
  });
}

export default function ArticlesPage({ loaderData: d }: Route.ComponentProps) {
  const cell = "border-b border-mist-100 py-3 pr-4 align-top";
  const link = cn("font-semibold text-steel-700 underline-offset-2 hover:underline", focusRing);
  return (
    <div className="space-y-6">
      <ListHeading
        title={d.t.title}
        intro={d.t.intro}
        add={{ to: d.newArticle, label: d.t.newArticle }}
      />
      {d.deleted && <FormAlert tone="success">{d.t.deleted}</FormAlert>}
      <AdminTable
        rows={d.articles}
        empty={<p>{d.t.empty}</p>}
        caption={fill(d.t.caption, { count: d.articles.length })}
        columns={[
          d.t.articleTitle,
          d.t.language,
          d.t.state,
          d.t.category,
          d.t.publishedOn,
          d.t.updated,
          d.t.counterpart,
        ]}
        minWidth="min-w-[48rem]"
      >
        {(article) => (
          <tr key={article.id}>
            <th scope="row" className={cn(cell, "min-w-56 font-normal")}>
              <Link to={article.edit} className={link}>
                {article.title}
              </Link>
              <span className="mt-0.5 block font-mono text-xs text-navy-800">{article.slug}</span>
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
                    : article.scheduledAt
                      ? "bg-process-50 text-steel-700"
                      : "bg-mist-100 text-navy-900",
                )}
              >
                {article.published
                  ? d.t.published
                  : article.scheduledAt
                    ? d.t.scheduled
                    : d.t.draft}
              </span>
              {article.scheduledAt && (
                <span className="mt-1 block text-xs whitespace-nowrap text-navy-800">
                  {fill(d.t.scheduledFor, { date: article.scheduledAt })}
                </span>
              )}
            </td>
            <td className={cell}>{article.category}</td>
            <td className={cn(cell, "whitespace-nowrap")}>{article.publishedAt ?? d.t.none}</td>
            <td className={cn(cell, "whitespace-nowrap")}>{article.updatedAt}</td>
            <td className={cell}>
              {article.counterpart && (
                <Link to={article.counterpart.edit} className={link}>
                  {article.counterpart.title}
                </Link>
              )}
              {article.translate.map((translate) => (
                <Link
                  key={translate.href}
                  to={translate.href}
                  className={cn(link, "block font-normal")}
                >
                  {translate.text}
                </Link>
              ))}
            </td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
