import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import {
  findPostByAnySlug,
  findPostBySlug,
  isOpen,
  type JobPostView,
  jobPostView,
} from "~/admin/careers/job-posts.server";
import { company } from "~/platform/content/company";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { formatLongDate } from "~/platform/i18n/format";
import { type Lang, langFromPath, localizePath } from "~/platform/i18n/lang";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messages } from "~/platform/i18n/messages.server";
import { jobPostPath, pagePath } from "~/platform/navigation/page-table";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { componentLogger } from "~/platform/runtime/logger.server";
import { languagesOn, siteSettings } from "~/platform/settings/site-settings.server";
import { buttonClass } from "~/platform/ui/button";
import { ArrowLeft, CalendarDays, type LucideIcon, MapPin } from "~/platform/ui/icons";
import { requestFacts } from "~/request-facts";
import {
  type ApplicationFormState,
  discardUpload,
  keptValues,
  submitApplication,
} from "~/site/careers/application-submission.server";
import { jobPostingJsonLd } from "~/site/careers/careers-data.server";
import { SPONTANEOUS_SLUGS, spontaneousPath } from "~/site/careers/careers-paths";
import { ApplicationForm } from "~/site/careers/ui/application-form";
import { postedFields } from "~/site/contact/contact-upload.server";
import { pageMeta } from "~/site/seo/meta";
import { absoluteUrl, pageSeo, type Seo } from "~/site/seo/seo.server";
import { ListPart } from "~/site/ui/article-part";
import { BackLink } from "~/site/ui/back-link";
import type { Route } from "./+types/careers-post";

const log = componentLogger("careers");

/**
 * No island: the page is HTML and the site's one small script. The application form, posted
 * as multipart with its files, is read by the contact form's streaming reader with the
 * application's rules (server/contact-upload-body.ts).
 */
export const handle: RouteHandle = { body: { kind: "multipart-application" } };

type Shown =
  | { kind: "post"; post: JobPostView }
  | { kind: "spontaneous" }
  /** Past its date or unpublished: 410, a link to the open posts. */
  | { kind: "closed"; title: string }
  | { kind: "notFound" }
  | { kind: "error"; message: string };

/** What a slug names in a language, and the language switch's targets. */
async function resolve(slug: string, lang: Lang) {
  const t = messages(lang, "careers");
  const careers = pagePath("careers");
  const languagePaths: Partial<Record<Lang, string>> = Object.fromEntries(
    languagesOn().map((other) => [other, localizePath(careers, other)]),
  );
  if (slug === SPONTANEOUS_SLUGS[lang]) {
    for (const other of languagesOn()) {
      languagePaths[other] = localizePath(spontaneousPath(other), other);
    }
    const seo = pageSeo(lang, careers, {
      title: t.spontaneous.metaTitle,
      description: t.spontaneous.metaDescription,
    });
    seo.url = absoluteUrl(localizePath(spontaneousPath(lang), lang));
    seo.alternates = Object.fromEntries(
      languagesOn().map((other) => [
        other,
        absoluteUrl(localizePath(spontaneousPath(other), other)),
      ]),
    );
    return { t, shown: { kind: "spontaneous" } as Shown, seo, languagePaths };
  }
  const db = await getDb();
  const row = await findPostBySlug(db, slug, lang);
  if (!row) {
    // A link shared in the other language, or a post whose slug was the other language's.
    const other = await findPostByAnySlug(db, slug);
    if (other) {
      throw redirect(localizePath(jobPostPath(jobPostView(other, lang).slug), lang), 301);
    }
    return { t, shown: { kind: "notFound" } as Shown, seo: null, languagePaths };
  }
  const post = jobPostView(row, lang);
  if (!isOpen(row)) {
    return { t, shown: { kind: "closed", title: post.title } as Shown, seo: null, languagePaths };
  }
  for (const other of languagesOn()) {
    languagePaths[other] = localizePath(jobPostPath(jobPostView(row, other).slug), other);
  }
  const seo: Seo = {
    ...pageSeo(lang, careers, { title: post.title, description: post.summary }),
    url: absoluteUrl(localizePath(jobPostPath(post.slug), lang)),
    alternates: Object.fromEntries(
      languagesOn().map((other) => [other, absoluteUrl(languagePaths[other] ?? "")]),
    ),
    jsonLd: jobPostingJsonLd(post, lang, t.post),
  };
  return { t, shown: { kind: "post", post } as Shown, seo, languagePaths };
}

const statusOf = (shown: Shown) =>
  shown.kind === "closed"
    ? 410
    : shown.kind === "notFound"
      ? 404
      : shown.kind === "error"
        ? 503
        : 200;

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const retention = siteSettings().applicationRetention[lang];
  try {
    const page = await resolve(params.slug, lang);
    return data(
      { ...page, lang, retention, served: Date.now(), form: null, sent: false },
      { status: statusOf(page.shown) },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error(`post unavailable: ${describeDbError(error)}`);
    const t = messages(lang, "careers");
    const message = messages(lang, "common").states.error;
    return data(
      {
        t,
        lang,
        retention,
        served: Date.now(),
        shown: { kind: "error", message } as Shown,
        seo: null,
        languagePaths: {},
        form: null,
        sent: false,
      },
      { status: 503 },
    );
  }
}

/** A refusal's Retry-After (429, 503) reaches the page that answers the form. */
export const headers: Route.HeadersFunction = ({
  actionHeaders,
  loaderHeaders,
}): Record<string, string> => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
};

/**
 * The application, sent without JavaScript: stored with its files before the page answers.
 * Refused, the page comes back with what was typed; to a post that closed meanwhile, it offers
 * the same application as a spontaneous one.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const facts = context.get(requestFacts);
  const upload = facts.contactUpload;
  const fields = await postedFields(request, upload);
  const retention = siteSettings().applicationRetention[lang];
  let page: Awaited<ReturnType<typeof resolve>>;
  try {
    page = await resolve(params.slug, lang);
  } catch (error) {
    if (error instanceof Response) throw error;
    page = {
      t: messages(lang, "careers"),
      shown: { kind: "error", message: messages(lang, "common").states.error },
      seo: null,
      languagePaths: {},
    };
  }
  const postId = page.shown.kind === "post" ? page.shown.post.id : null;
  const answer = (form: ApplicationFormState | null, sent: boolean, status: number, extra = {}) =>
    data({ ...page, lang, retention, served: Date.now(), form, sent }, { status, headers: extra });
  if (page.shown.kind === "notFound" || page.shown.kind === "closed") {
    // A post gone between the page's loading and the sending: nothing is stored, the files
    // are dropped, and the page offers the same application as a spontaneous one.
    await discardUpload(upload);
    return answer({ values: keptValues(fields) }, false, 410);
  }
  const result = await submitApplication({
    fields,
    upload,
    clientIp: facts.clientIp,
    lang,
    postId,
  });
  switch (result.status) {
    case "stored":
      return answer(
        result.filesRefused ? { values: {}, files: { error: "budget" } } : null,
        true,
        201,
      );
    case "closed":
      if (page.shown.kind === "post")
        page = { ...page, shown: { kind: "closed", title: page.shown.post.title } };
      return answer(result.state, false, 410);
    case "invalid":
      return answer(result.state, false, result.state.files?.error === "tooLarge" ? 413 : 400);
    case "refused":
      return answer(
        result.state,
        false,
        result.httpStatus,
        result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {},
      );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData;
  if (page?.seo) return pageMeta({ loaderData: { seo: page.seo } });
  const t = page?.t;
  const title =
    page?.shown.kind === "closed"
      ? t?.closed.title
      : page?.shown.kind === "notFound"
        ? t?.notFound.title
        : undefined;
  return [{ title: `${title ?? ""} | ${company.name}` }, { name: "robots", content: "noindex" }];
};

export default function CareersPost({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const { t, lang, shown, form, sent, retention, served } = page;

  if (shown.kind === "post" || shown.kind === "spontaneous") {
    const post = shown.kind === "post" ? shown.post : null;
    const action = localizePath(post ? jobPostPath(post.slug) : spontaneousPath(lang), lang);
    return (
      <article className="bg-white">
        <header className="bg-mist-50">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-10 sm:px-6">
            <BackLink to={pagePath("careers")} label={t.post.back} />
            <h1 className="mt-8 text-3xl leading-tight font-bold wrap-break-word text-balance text-navy-900 sm:text-4xl">
              {post ? post.title : t.spontaneous.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-ink-700">
              {post ? post.summary : t.spontaneous.intro}
            </p>
            {post && (
              <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm text-ink-700">
                <PostFact icon={MapPin} label={t.list.place}>
                  {post.locality} ({post.region})
                </PostFact>
                <div className="inline-flex items-center gap-1.5">
                  <dt className="font-semibold">{t.list.contract}</dt>
                  <dd>{t.contracts[post.contract]}</dd>
                </div>
                <PostFact icon={CalendarDays} label={t.list.validThrough}>
                  {t.list.validThrough}{" "}
                  <time dateTime={post.validThrough.toISOString()}>
                    {formatLongDate(post.validThrough, lang)}
                  </time>
                </PostFact>
              </dl>
            )}
          </div>
        </header>
        {post && (
          <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6">
            <ListPart title={t.post.job} items={post.job} />
            <ListPart title={t.post.profile} items={post.profile} />
            <ListPart title={t.post.offer} items={post.offer} />
          </div>
        )}
        <section
          id="postuler"
          aria-labelledby="postuler-titre"
          className="mx-auto max-w-3xl px-4 pb-16 sm:px-6"
        >
          <div className="rounded-2xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="postuler-titre" className="text-2xl font-bold text-navy-900">
              {post ? t.post.apply : t.form.title}
            </h2>
            {sent ? (
              <div role="status" className="mt-4">
                <p className="text-lg font-semibold text-navy-900">{t.form.sent.title}</p>
                <p className="mt-2 text-ink-700">{t.form.sent.text}</p>
                {form?.files && <p className="mt-2 text-ink-700">{t.form.errors.budget}</p>}
              </div>
            ) : (
              <>
                <p className="mt-2 mb-6 text-ink-700">{t.post.applyIntro}</p>
                <ApplicationForm
                  t={t.form}
                  action={action}
                  postId={post?.id ?? null}
                  state={form}
                  retention={retention}
                  served={served}
                />
              </>
            )}
          </div>
        </section>
      </article>
    );
  }

  // Closed (410), not found (404), or the database unavailable (503).
  const closed = shown.kind === "closed";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <h1 className="text-center text-3xl font-bold text-navy-900 sm:text-4xl">
        {shown.kind === "error" ? shown.message : closed ? t.closed.title : t.notFound.title}
      </h1>
      {closed && (
        <p className="mt-3 text-center text-lg font-semibold text-ink-700">{shown.title}</p>
      )}
      {shown.kind !== "error" && (
        <p className="mt-4 text-center text-lg text-ink-700">
          {closed ? t.closed.text : t.notFound.text}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <LocalizedLink to={pagePath("careers")} className={buttonClass("secondary", "lg")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.closed.link}
        </LocalizedLink>
        {!form && (
          <LocalizedLink to={spontaneousPath(lang)} className={buttonClass("primary", "lg")}>
            {t.spontaneous.cta}
          </LocalizedLink>
        )}
      </div>
      {form && (
        // The application sent to a post that closed meanwhile: the same, as a spontaneous one.
        <div className="mt-12 rounded-2xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-2xl font-bold text-navy-900">{t.spontaneous.title}</h2>
          <p role="alert" className="mt-2 mb-6 font-medium text-navy-900">
            {t.form.errors.closed}
          </p>
          <ApplicationForm
            t={t.form}
            action={localizePath(spontaneousPath(lang), lang)}
            postId={null}
            state={{ ...form, errors: undefined, files: undefined, failure: undefined }}
            retention={retention}
            served={served}
          />
        </div>
      )}
    </section>
  );
}

/** A fact of the post under its title: its icon, named for screen readers, and its value. */
function PostFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="inline-flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
