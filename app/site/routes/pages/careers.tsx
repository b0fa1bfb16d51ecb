import { data } from "react-router";
import { listOpenPosts } from "~/admin/careers/job-posts.server";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { formatLongDate } from "~/platform/i18n/format";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messages } from "~/platform/i18n/messages.server";
import { jobPostPath } from "~/platform/navigation/page-table";
import { componentLogger } from "~/platform/runtime/logger.server";
import { buttonClass } from "~/platform/ui/button";
import { listViews } from "~/site/careers/careers-data.server";
import { spontaneousPath } from "~/site/careers/careers-paths";
import { loadPage } from "~/site/routes/pages/page-loader.server";
import { Card } from "~/site/ui/content-blocks";
import { CtaBand } from "~/site/ui/cta-band";
import { PageHero } from "~/site/ui/page-hero";
import { Section } from "~/site/ui/section";
import type { Route } from "./+types/careers";

export { pageMeta as meta } from "~/site/seo/meta";

const log = componentLogger("careers");

/** The open positions, read per request: a post past its date leaves the list by itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = loadPage(request, "careers");
  const common = messages(page.lang, "common");
  try {
    const posts = listViews(await listOpenPosts(await getDb()), page.lang);
    return { ...page, posts, error: null };
  } catch (error) {
    log.error(`posts unavailable: ${describeDbError(error)}`);
    return data({ ...page, posts: [], error: common.states.error }, { status: 503 });
  }
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, posts, error } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} intro={t.hero.intro} />
      <Section id="postes" tone="mist" heading={t.list}>
        {error ? (
          <p role="alert" className="text-lg text-ink-700">
            {error}
          </p>
        ) : posts.length === 0 ? (
          <p className="text-lg text-ink-700">{t.list.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <Card key={post.id}>
                <h3 className="text-xl font-semibold text-navy-900">
                  <LocalizedLink
                    to={jobPostPath(post.slug)}
                    className="hover:underline focus-visible:underline"
                  >
                    {post.title}
                  </LocalizedLink>
                </h3>
                <p className="mt-3 leading-relaxed text-ink-700">{post.summary}</p>
                <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-navy-900">{t.list.place}</dt>
                  <dd className="text-ink-700">{post.locality}</dd>
                  <dt className="font-semibold text-navy-900">{t.list.contract}</dt>
                  <dd className="text-ink-700">{t.contracts[post.contract]}</dd>
                  <dt className="font-semibold text-navy-900">{t.list.validThrough}</dt>
                  <dd className="text-ink-700">
                    <time dateTime={post.validThrough.toISOString()}>
                      {formatLongDate(post.validThrough, lang)}
                    </time>
                  </dd>
                </dl>
                <LocalizedLink
                  to={jobPostPath(post.slug)}
                  className={buttonClass("secondary", "md", "mt-6 self-start")}
                >
                  {t.list.read}
                  <span className="sr-only"> {post.title}</span>
                </LocalizedLink>
              </Card>
            ))}
          </ul>
        )}
      </Section>
      <Section id="candidature-spontanee" heading={t.spontaneous}>
        <LocalizedLink to={spontaneousPath(lang)} className={buttonClass("primary", "lg")}>
          {t.spontaneous.cta}
        </LocalizedLink>
      </Section>
      <CtaBand {...t.cta} />
    </>
  );
}
