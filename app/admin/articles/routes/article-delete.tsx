import { Link, redirect } from "react-router";
import { deleteArticle, findArticle } from "~/admin/articles/articles.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  adminRouteHeaders,
  findById,
} from "~/admin/shell/admin-request.server";
import { adminMeta } from "~/admin/shell/ui/admin-meta";
import { focusRing } from "~/admin/shell/ui/form-field";
import { fill } from "~/platform/i18n/format";
import { isLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import type { Route } from "./+types/article-delete";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.title, loaderData?.area);

/** The confirmation page: what will go, and what it means on the public site. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t, path, db } = await adminRequest({ request, context });
  const a = messages(lang, "adminArticles");
  const post = await findById(db, params.id, findArticle);
  if (!post) throw redirect(path("/articles"), { headers: adminHeaders });
  return adminData({
    t: a.remove,
    area: t.shell.area,
    question: fill(a.remove.question, {
      title: post.title,
      language: isLang(post.language) ? a.languages[post.language] : post.language,
    }),
    published: post.published,
    fromFile: post.origin === "file",
    cancel: path(`/articles/${post.id}`),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { path, db, audit } = await adminRequest({ request, context });
  const post = await findById(db, params.id, findArticle);
  const deleted = post && (await deleteArticle(db, post.id));
  if (deleted) {
    clearBlogCache();
    await audit({
      action: "article_deleted",
      target: `${deleted.language}/${deleted.slug}`,
      object: { type: "article", id: deleted.id },
    });
  }
  throw redirect(`${path("/articles")}${deleted ? "?deleted" : ""}`, {
    headers: adminHeaders,
  });
}

export default function DeleteArticle({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
      <p className="text-lg text-navy-900">{d.question}</p>
      {d.published && <p className="text-navy-800">{d.t.published}</p>}
      {d.fromFile && <p className="text-navy-800">{d.t.fileOrigin}</p>}
      <form method="post" className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("primary", "md", focusRing)}>
          {d.t.confirm}
        </button>
        <Link to={d.cancel} className={`font-semibold text-steel-700 hover:underline ${focusRing}`}>
          {d.t.cancel}
        </Link>
      </form>
    </div>
  );
}
