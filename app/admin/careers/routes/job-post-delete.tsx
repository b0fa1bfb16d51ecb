import { redirect } from "react-router";
import { deletePost, findPost } from "~/admin/careers/job-posts.server";
import { adminHeaders, adminRequest, findById } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { ConfirmDeletePage } from "~/admin/shell/ui/confirm-delete";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import type { Route } from "./+types/job-post-delete";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, path, db, screen } = await adminRequest({ request, context });
  const t = messages(lang, "adminCareers").remove;
  const post = await findById(db, params.id, findPost);
  if (!post) throw redirect(path("/recruitment/posts"), { headers: adminHeaders });
  return screen(t.title, {
    t,
    question: fill(t.question, { title: lang === "en" ? post.titleEn : post.titleFr }),
    cancel: path(`/recruitment/posts/${post.id}`),
    notes: [t.consequence],
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { path, db, audit } = await adminRequest({ request, context });
  const post = await findById(db, params.id, findPost);
  if (post && (await deletePost(db, post.id))) {
    await audit({ action: "job_post_deleted", target: `${post.id} ${post.slugFr}` });
  }
  throw redirectDone(path("/recruitment/posts"), "deleted");
}

export default ConfirmDeletePage;
