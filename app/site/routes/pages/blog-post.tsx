import { data, redirect } from "react-router";
import { placeArticlePictures } from "~/admin/articles/article-pictures.server";
import { findSlugRedirect } from "~/admin/articles/articles.server";
import { company } from "~/platform/content/company";
import { ARTICLE_PICTURE_SIZES } from "~/platform/content/photo-sources";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { fill, formatLongDate, readingTimeMinutes } from "~/platform/i18n/format";
import { type Lang, langFromPath, localizePath } from "~/platform/i18n/lang";
import { useLanguage } from "~/platform/i18n/language";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messages } from "~/platform/i18n/messages.server";
import { Island } from "~/platform/islands/island";
import { articlePath, pagePath } from "~/platform/navigation/page-table";
import { blogPage } from "~/platform/navigation/route-handle";
import { componentLogger } from "~/platform/runtime/logger.server";
import { ogArticlePath } from "~/platform/seo/og-paths";
import { languagesOn } from "~/platform/settings/site-settings.server";
import { presentArticleHtml } from "~/platform/text/markdown.server";
import { buttonClass } from "~/platform/ui/button";
import { ArrowLeft, CalendarDays, Clock } from "~/platform/ui/icons";
import { PictureView } from "~/platform/ui/picture-view";
import { type BlogPost, findPost, findTranslations } from "~/site/blog/blog.server";
import { useContactPath } from "~/site/contact/ui/contact-path";
import { seoTags } from "~/site/seo/meta";
import { articleOgText } from "~/site/seo/og-image-cards.server";
import { absoluteUrl, type Seo } from "~/site/seo/seo.server";
import { COVER_FRAME } from "~/site/ui/blog/post-card";
import { ShareButton } from "~/site/ui/blog/share-button";
import type { Route } from "./+types/blog-post";

const log = componentLogger("blog");

/** The share button is an island, and the page is cached once rendered: see app/platform/navigation/route-handle.ts. */
export const handle = blogPage;

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, "blog");
  const common = messages(lang, "common");
  // Without a counterpart article, the language switch leads to the other blog list.
  const languagePaths: Partial<Record<Lang, string>> = Object.fromEntries(
    languagesOn().map((other) => [other, localizePath(pagePath("blog"), other)]),
  );

  let post: BlogPost | undefined;
  let moved: string | undefined;
  try {
    const db = await getDb();
    post = await findPost(db, params.slug, lang);
    if (post) {
      // Library pictures are read as the page is made (and cached with it): their current file
      // and texts.
      post.content = await placeArticlePictures(db, post.content, { language: lang });
      for (const [other, slug] of Object.entries(await findTranslations(db, post.slug))) {
        if (!languagesOn().includes(other as Lang)) continue;
        languagePaths[other as Lang] = localizePath(articlePath(slug), other as Lang);
      }
    } else {
      // A slug renamed in the back office: its old links keep working.
      moved = await findSlugRedirect(db, params.slug, lang);
    }
  } catch (error) {
    log.error(`post unavailable: ${describeDbError(error)}`);
    return data(
      { t, post: null, seo: null, error: common.states.error, languagePaths },
      { status: 503 },
    );
  }

  if (moved) throw redirect(localizePath(articlePath(moved), lang), 301);
  if (!post) return data({ t, post: null, seo: null, error: null, languagePaths }, { status: 404 });

  const url = absoluteUrl(localizePath(articlePath(post.slug), lang));
  languagePaths[lang] = localizePath(articlePath(post.slug), lang);
  const seo: Seo = {
    title: `${post.title} | ${company.name}`,
    description: post.excerpt,
    lang,
    url,
    alternates: Object.fromEntries(
      Object.entries(languagePaths)
        .filter(([, path]) => path?.includes("/blog/"))
        .map(([other, path]) => [other, absoluteUrl(path ?? "")]),
    ),
    type: "article",
    image: {
      url: absoluteUrl(ogArticlePath(post)),
      alt: articleOgText(post).alt,
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      inLanguage: lang,
      articleSection: post.category,
      keywords: post.tags.join(", "),
      mainEntityOfPage: url,
      author: { "@type": "Organization", name: company.name },
      publisher: { "@type": "Organization", name: company.name },
    },
  };
  const content = presentArticleHtml(post.content, t.article.table);
  return { t, post: { ...post, content }, seo, error: null, languagePaths };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.seo
    ? seoTags(loaderData.seo)
    : [
        { title: `${loaderData?.t.article.notFoundTitle ?? ""} | ${company.name}` },
        { name: "robots", content: "noindex" },
      ];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t, post, error } = loaderData;
  const lang = useLanguage();
  const contact = useContactPath();

  if (!post) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">
          {error ?? t.article.notFoundTitle}
        </h1>
        {!error && <p className="mt-4 text-lg text-ink-700">{t.article.notFoundText}</p>}
        <LocalizedLink to={pagePath("blog")} className={buttonClass("secondary", "lg", "mt-8")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.article.back}
        </LocalizedLink>
      </section>
    );
  }

  return (
    <article className="bg-white">
      <header className="bg-mist-50">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-10 sm:px-6">
          <LocalizedLink
            to={pagePath("blog")}
            className="inline-flex items-center gap-2 text-sm font-semibold text-steel-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.article.back}
          </LocalizedLink>
          <p className="mt-8 text-sm font-semibold tracking-wider text-steel-700 uppercase">
            {post.category}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-bold wrap-break-word text-navy-900 text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed wrap-break-word text-ink-700">
            {post.excerpt}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.article.publishedOn} </span>
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, lang)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {fill(t.card.readingTime, { minutes: readingTimeMinutes(post.content) })}
            </span>
            {/* A div: the island's own wrapper is a div, which a span may not hold. */}
            <div className="ml-auto">
              <Island
                name="share-button"
                component={ShareButton}
                props={{
                  title: post.title,
                  text: post.excerpt,
                  labels: {
                    share: t.article.share,
                    copied: t.article.copied,
                    copyFailed: t.article.copyFailed,
                  },
                }}
              />
            </div>
          </div>
          {post.cover && (
            <PictureView
              source={{ kind: "photo", photo: post.cover.source }}
              alt={post.cover.alt}
              {...COVER_FRAME}
              sizes={ARTICLE_PICTURE_SIZES}
              priority
              className="mt-8 rounded-xl"
            />
          )}
        </div>
      </header>
      <div
        className="article-body mx-auto max-w-3xl px-4 py-12 sm:px-6"
        // Sanitised when the Markdown was saved; tables boxed to scroll on their own (loader).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <footer className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        {post.tags.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-ink-600 uppercase">
              {t.article.tags}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-process-50 px-3 py-1 text-sm font-medium text-steel-700"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
        <aside className="mt-12 rounded-2xl bg-navy-900 p-8 text-white">
          <h2 className="text-2xl font-bold">{t.article.contactTitle}</h2>
          <p className="mt-3 text-mist-100">{t.article.contactText}</p>
          <LocalizedLink to={contact} className={buttonClass("primary", "lg", "mt-6")}>
            {t.article.contactButton}
          </LocalizedLink>
        </aside>
      </footer>
    </article>
  );
}
