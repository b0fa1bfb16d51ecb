import {
  ArrowRight as LucideArrowRight,
  CalendarDays as LucideCalendarDays,
  Clock as LucideClock,
} from "lucide-react";
import { fill, formatLongDate, readingTimeMinutes } from "~/platform/i18n/format";
import { useLanguage } from "~/platform/i18n/language";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { articlePath } from "~/platform/navigation/page-table";
import { OG_HEIGHT, OG_WIDTH } from "~/platform/seo/og-paths";
import { PictureView } from "~/platform/ui/picture-view";
import { slim } from "~/platform/ui/slim-icon";
import type { BlogPostSummary } from "~/site/blog/blog.server";

// An island: its icons are wrapped here, so that its bundle carries only these (app/platform/ui/slim-icon.ts).
const ArrowRight = slim(LucideArrowRight);
const CalendarDays = slim(LucideCalendarDays);
const Clock = slim(LucideClock);

export const MAX_CARD_TAGS = 3;

/** The cover's frame: the social preview's proportions (1.91:1), as the article shows it. */
export const COVER_FRAME = { width: OG_WIDTH, height: OG_HEIGHT } as const;

/** One card of the 1-, 2- or 3-column grid (max-w-7xl less its padding and gaps). */
const CARD_SIZES =
  "(min-width: 80rem) 395px, (min-width: 64rem) 30vw, (min-width: 48rem) 45vw, 92vw";

export interface PostCardTexts {
  read: string;
  readingTime: string;
  tags: string;
}

/** A blog card: category, title and excerpt as the API gives them, at most three tags, date, reading time (from the excerpt), read link. */
export function PostCard({ post, texts }: { post: BlogPostSummary; texts: PostCardTexts }) {
  const lang = useLanguage();
  const href = articlePath(post.slug);
  return (
    <article className="flex h-full flex-col rounded-xl border border-mist-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      {post.cover && (
        // Edge to edge: out of the card's padding, into its rounded top.
        <div className="-mx-6 -mt-6 mb-5 overflow-hidden rounded-t-xl">
          <PictureView
            source={{ kind: "photo", photo: post.cover.source }}
            alt={post.cover.alt}
            {...COVER_FRAME}
            sizes={CARD_SIZES}
          />
        </div>
      )}
      <p className="text-xs font-semibold tracking-wider text-steel-700 uppercase">
        {post.category}
      </p>
      <h2 className="mt-2 text-xl font-bold text-navy-900">
        <LocalizedLink to={href} className="hover:text-steel-700">
          {post.title}
        </LocalizedLink>
      </h2>
      <p className="mt-3 flex-1 text-ink-700">{post.excerpt}</p>
      {post.tags.length > 0 && (
        <ul aria-label={texts.tags} className="mt-4 flex flex-wrap gap-2">
          {post.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-process-50 px-3 py-1 text-xs font-medium text-steel-700"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-mist-100 pt-4 text-sm text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, lang)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {fill(texts.readingTime, { minutes: readingTimeMinutes(post.excerpt) })}
        </span>
        <LocalizedLink
          to={href}
          aria-label={`${texts.read} : ${post.title}`}
          className="ml-auto inline-flex items-center gap-1 font-semibold text-steel-700 hover:underline"
        >
          {texts.read}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div
      data-testid="post-skeleton"
      aria-hidden="true"
      className="animate-pulse rounded-xl border border-mist-200 bg-white p-6"
    >
      <div className="h-3 w-24 rounded bg-mist-200" />
      <div className="mt-4 h-6 w-4/5 rounded bg-mist-200" />
      <div className="mt-4 space-y-2">
        <div className="h-4 rounded bg-mist-100" />
        <div className="h-4 rounded bg-mist-100" />
        <div className="h-4 w-2/3 rounded bg-mist-100" />
      </div>
      <div className="mt-6 h-4 w-1/2 rounded bg-mist-100" />
    </div>
  );
}
