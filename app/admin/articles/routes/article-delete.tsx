import { redirect } from "react-router";
import { deleteArticle, findArticle } from "~/admin/articles/articles.server";
import { adminHeaders, adminRequest, findById } from "~/admin/shell/admin-request.server";
import { ConfirmDeletePage } from "~/admin/shell/ui/confirm-delete";
import { fill } from "~/platform/i18n/format";
import { isLang } from "~/platform/i18n/lang";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import type { Route } from "./+types/article-delete";

export { headers, meta } from "~/admin/shell/route-head";

/** The confirmation page: what will go, and what it means on the public site. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { path, db, screen, m: a } = await adminRequest({ request, context }, "adminArticles");
  const post = await findById(db, params.id, findArticle);
  if (!post) throw redirect(path("/articles"), { headers: adminHeaders });
  return screen(a.remove.title, {
    t: a.remove,
    question: fill(a.remove.question, {
      title: post.title,
      language: isLang(post.language) ? a.languages[post.language] : post.language,
    }),
    notes: [
      ...(post.published ? [a.remove.published] : []),
      ...(post.origin === "file" ? [a.remove.fileOrigin] : []),
    ],
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

export default ConfirmDeletePage;
