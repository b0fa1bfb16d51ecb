import { data } from "react-router";
import { z } from "zod";
import {
  type ApprovalKind,
  type ArticleSnapshot,
  addComment,
  approve,
  openLink,
  type ReferenceSnapshot,
  recordOpening,
} from "~/admin/approval/approval.server";
import { company } from "~/platform/content/company";
import { getDb } from "~/platform/database/db.server";
import { fill } from "~/platform/i18n/format";
import { type Lang, langFromPath, locales } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { presentArticleHtml } from "~/platform/text/markdown.server";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import { referenceViewOf } from "~/site/references/reference-views.server";
import { ReferenceBody } from "~/site/references/ui/reference-body";
import type { Route } from "./+types/approval-preview";

/**
 * A draft shown to the client for approval (docs/decisions/044): the version the link was made
 * from, to someone without an account, who approves it (their name typed) or comments. Never
 * kept by a cache, never indexed; every opening is in the activity log.
 */

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers = () => PRIVATE;

const answerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), name: z.string().trim().min(2).max(120) }),
  z.object({
    intent: z.literal("comment"),
    name: z.string().trim().min(2).max(120),
    comment: z.string().trim().min(1).max(4000),
  }),
]);

async function preview(request: Request, token: string) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, "approvalPreview");
  const db = await getDb();
  const link = await openLink(db, token);
  return { lang, t, db, link };
}

/** What the page shows of the link's copy: a reference's page, or an article's text. */
async function shown(kind: ApprovalKind, snapshot: unknown, lang: Lang) {
  if (kind === "reference") {
    const copy = snapshot as ReferenceSnapshot;
    const reference = await referenceViewOf(copy.data, copy.mediaId, lang);
    return reference ? { kind: "reference" as const, reference } : undefined;
  }
  const article = snapshot as ArticleSnapshot;
  return {
    kind: "article" as const,
    article: {
      title: article.title,
      excerpt: article.excerpt,
      category: article.category,
      html: presentArticleHtml(article.content, messages(lang, "blog").article.table),
    },
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t, db, link } = await preview(request, params.token);
  const rt = messages(lang, "reference");
  if (!link) {
    return data({ t, rt, lang, page: null, state: null }, { status: 404, headers: PRIVATE });
  }
  await recordOpening(db, link, context.get(requestFacts).clientIp ?? null);
  const page = await shown(link.kind, link.snapshot, lang);
  return data(
    {
      t,
      rt,
      lang,
      page,
      state: {
        made: link.createdAt.toISOString(),
        approvedBy: link.approvedBy,
        approvedAt: link.approvedAt?.toISOString() ?? null,
      },
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { t, db, link } = await preview(request, params.token);
  if (!link) return data({ answer: null, error: t.gone }, { status: 404, headers: PRIVATE });
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].filter(([, value]) => typeof value === "string"),
  );
  const parsed = answerSchema.safeParse(form);
  if (!parsed.success)
    return data({ answer: null, error: t.invalid }, { status: 400, headers: PRIVATE });
  const ip = context.get(requestFacts).clientIp ?? null;
  if (parsed.data.intent === "approve") {
    await approve(db, link, parsed.data.name, ip);
    return data({ answer: t.thanksApproved, error: null }, { headers: PRIVATE });
  }
  await addComment(db, link, parsed.data.name, parsed.data.comment, ip);
  return data({ answer: t.thanksComment, error: null }, { headers: PRIVATE });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.t.title ?? ""} | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const field =
  "mt-1 block w-full rounded-md border border-mist-300 bg-white px-3 py-2 text-base text-navy-900";

export default function ApprovalPreview({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = d;
  if (!d.page || !d.state) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
        <p className="mt-4 text-lg text-ink-700">{t.gone}</p>
      </section>
    );
  }
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locales[d.lang].text, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: company.timeZone,
    }).format(new Date(iso));
  return (
    <>
      <div className="border-b border-accent-400 bg-mist-50 px-4 py-3 text-center text-navy-900 sm:px-6">
        <p className="font-semibold">{fill(t.banner, { date: date(d.state.made) })}</p>
      </div>
      {d.page.kind === "reference" ? (
        <ReferenceBody t={d.rt} reference={d.page.reference} preview />
      ) : (
        <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold tracking-wider text-steel-700 uppercase">
            {d.page.article.category}
          </p>
          <h1 className="mt-3 text-3xl font-bold text-navy-900 sm:text-4xl">
            {d.page.article.title}
          </h1>
          <p className="mt-4 text-lg text-ink-700">{d.page.article.excerpt}</p>
          {/* The article's HTML was sanitised when it was saved, as the blog serves it. */}
          <div
            className="article-body mt-8"
            dangerouslySetInnerHTML={{ __html: d.page.article.html }}
          />
        </article>
      )}
      <section
        aria-labelledby="validation"
        className="border-t border-mist-200 bg-mist-50 px-4 py-12 sm:px-6"
      >
        <div className="mx-auto max-w-3xl space-y-8">
          <h2 id="validation" className="text-2xl font-bold text-navy-900">
            {t.heading}
          </h2>
          {actionData?.answer && (
            <p role="status" className="rounded-md bg-white p-4 font-semibold text-success-700">
              {actionData.answer}
            </p>
          )}
          {actionData?.error && (
            <p role="alert" className="rounded-md bg-white p-4 font-semibold text-red-700">
              {actionData.error}
            </p>
          )}
          {d.state.approvedBy && d.state.approvedAt ? (
            <p className="font-semibold text-success-700">
              {fill(t.approved, { name: d.state.approvedBy, date: date(d.state.approvedAt) })}
            </p>
          ) : (
            <form method="post" className="space-y-3 rounded-xl bg-white p-5">
              <input type="hidden" name="intent" value="approve" />
              <p className="text-ink-700">{t.approveText}</p>
              <NameField label={t.name} />
              <button type="submit" className={buttonClass("primary", "md")}>
                {t.approve}
              </button>
            </form>
          )}
          <form method="post" className="space-y-3 rounded-xl bg-white p-5">
            <input type="hidden" name="intent" value="comment" />
            <p className="text-ink-700">{t.commentText}</p>
            <NameField label={t.name} />
            <label className="block text-sm font-semibold text-navy-900">
              {t.comment}
              <textarea name="comment" required maxLength={4000} rows={5} className={field} />
            </label>
            <button type="submit" className={buttonClass("secondary", "md")}>
              {t.send}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}

/** The name the client signs an approval or a comment with. */
function NameField({ label }: { label: string }) {
  return (
    <label className="block text-sm font-semibold text-navy-900">
      {label}
      <input
        name="name"
        required
        minLength={2}
        maxLength={120}
        autoComplete="name"
        className={field}
      />
    </label>
  );
}
