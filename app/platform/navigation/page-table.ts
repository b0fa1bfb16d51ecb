import {
  type Lang,
  languages,
  localizePath,
  requiredLanguages,
  stripLangPrefix,
  withoutTrailingSlash,
} from "../i18n/lang";

/** Where a page appears in the header navigation. */
export type NavGroup = "main" | "process" | "water";

export interface PageEntry {
  /** Key of the page in the dictionaries; its route module is app/site/routes/pages/<kebab-case id>.tsx. */
  readonly id: PageId;
  /** Language-neutral path; the English page lives at /en + path. */
  readonly path: string;
  readonly nav?: NavGroup;
  readonly footer?: "services" | "legal";
  /** Static pages are rendered at build time; the blog list reads the database per request. */
  readonly prerender: boolean;
  readonly sitemapPriority: number;
}

export type PageId =
  | "home"
  | "automation"
  | "piping"
  | "foodBeverage"
  | "pharma"
  | "brewery"
  | "meura"
  | "safety"
  | "waterClean"
  | "waterWaste"
  | "projects"
  | "contact"
  | "blog"
  | "legal"
  | "privacy"
  | "careers"
  | "documents";

/** The one table of pages: it drives routes, prerendering, navigation, sitemap and language switch. */
export const pageTable: readonly PageEntry[] = [
  { id: "home", path: "/", prerender: true, sitemapPriority: 1 },
  {
    id: "automation",
    path: "/automation",
    nav: "main",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "piping",
    path: "/tuyauterie-industrielle",
    nav: "main",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "foodBeverage",
    path: "/process-food-beverage",
    nav: "process",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "pharma",
    path: "/process-pharma",
    nav: "process",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "brewery",
    path: "/brasserie",
    nav: "process",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.8,
  },
  {
    id: "meura",
    path: "/meura",
    nav: "process",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.8,
  },
  {
    id: "safety",
    path: "/safety",
    nav: "main",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "waterClean",
    path: "/water-clean",
    nav: "water",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "waterWaste",
    path: "/water-waste",
    nav: "water",
    footer: "services",
    prerender: true,
    sitemapPriority: 0.9,
  },
  {
    id: "projects",
    path: "/realisations-clients",
    nav: "main",
    prerender: true,
    sitemapPriority: 0.8,
  },
  { id: "contact", path: "/contact", nav: "main", prerender: true, sitemapPriority: 0.9 },
  { id: "blog", path: "/blog", prerender: false, sitemapPriority: 0.7 },
  {
    id: "legal",
    path: "/mentions-legales",
    footer: "legal",
    prerender: true,
    sitemapPriority: 0.2,
  },
  {
    id: "privacy",
    path: "/confidentialite",
    footer: "legal",
    prerender: true,
    sitemapPriority: 0.2,
  },
  // The open positions change with their dates: rendered per request, like the blog list.
  { id: "careers", path: "/carrieres", prerender: false, sitemapPriority: 0.7 },
  { id: "documents", path: "/documents", prerender: true, sitemapPriority: 0.5 },
];

/** Header order of the spec: automation, piping, Process group, safety, Water group, projects, contact. */
export const headerNav: readonly (PageId | { group: "process" | "water" })[] = [
  "automation",
  "piping",
  { group: "process" },
  "safety",
  { group: "water" },
  "projects",
  "contact",
];

export function pageById(id: PageId): PageEntry {
  const page = pageTable.find((entry) => entry.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

export function pagesInGroup(group: NavGroup): PageEntry[] {
  return pageTable.filter((page) => page.nav === group);
}

/** The page a URL path shows, in either language ("/en/safety" -> safety); none for an article. */
export function pageAt(pathname: string): PageEntry | undefined {
  const neutral = stripLangPrefix(withoutTrailingSlash(pathname));
  return pageTable.find((page) => page.path === neutral);
}

/**
 * The language-neutral path of a page, by id: links name pages this way, so renaming a slug is
 * one edit here and a mistyped id is a type error. LocalizedLink adds /en where needed.
 */
export function pagePath(id: PageId): string {
  return pageById(id).path;
}

/**
 * The pages rendered once for everyone, in the given languages: the build renders those always
 * on, the running server those the company switched on (the site settings).
 */
export function prerenderPaths(langs: readonly Lang[] = requiredLanguages): string[] {
  return pageTable
    .filter((page) => page.prerender)
    .flatMap((page) => langs.map((lang) => localizePath(page.path, lang)));
}

/** An article's language-neutral path, under the blog page's. */
export function articlePath(slug: string): string {
  return `${pagePath("blog")}/${slug}`;
}

/** A job post's language-neutral path, under the careers page's. */
export function jobPostPath(slug: string): string {
  return `${pagePath("careers")}/${slug}`;
}

/** A project reference's language-neutral path, under the projects list's. */
export function referencePath(slug: string): string {
  return `${pagePath("projects")}/${slug}`;
}

/** A draft's preview for its client's approval: no page of the site, never indexed. */
export function approvalPreviewPath(token: string): string {
  return `/apercu/${token}`;
}

/**
 * The query parameters a page filters by (its GET form): such a request is rendered per request
 * rather than served from the page rendered once for everyone.
 */
export const pageFilters: Partial<Record<PageId, readonly string[]>> = {
  projects: ["secteur", "metier", "sector", "trade", "vakgebied"],
};

/** The pages with filters, by path in each language: their query's names. */
export function filteredPagePaths(): Map<string, readonly string[]> {
  return new Map(
    pageTable.flatMap((page) => {
      const names = pageFilters[page.id];
      return names ? languages.map((lang) => [localizePath(page.path, lang), names] as const) : [];
    }),
  );
}

/** The RSS feed of a language's articles, under the blog page's path. */
export const FEED_PATH = `${pagePath("blog")}/feed.xml`;

/** Route path for React Router (no leading slash); "" for the French home. */
export function routePath(page: PageEntry, lang: Lang): string {
  return localizePath(page.path, lang).slice(1);
}
