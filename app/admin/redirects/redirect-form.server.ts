import { asc } from "drizzle-orm";
import type { z } from "zod";
import { fill } from "~/platform/i18n/format";
import { isStaffLang, languages, localizePath, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { type PageId, pageTable } from "~/platform/navigation/page-table";
import type { Database } from "../../platform/database/db.server";
import { blogPosts } from "../../platform/database/schema";
import type { RedirectField, RedirectFormValues, redirectSchema } from "./redirect-form";
import type { RedirectInput, RedirectView, SaveProblem } from "./redirects.server";

/** The form's values as the screen fills them: a stored rule's, or a new one's (from a 404 line). */
export function formValues(view: RedirectView | undefined, from = ""): RedirectFormValues {
  return {
    source: view?.source ?? from,
    kind: (view?.targetKind as RedirectFormValues["kind"]) ?? "page",
    page: view?.targetPage && view.targetLang ? `${view.targetPage}.${view.targetLang}` : "",
    article: view?.targetArticleId ? String(view.targetArticleId) : "",
    url: view?.targetUrl ?? "",
    status: view?.status === 302 ? "302" : "301",
    keepRest: view?.keepRest ? "on" : "",
  };
}

/** The parsed form as the service takes it, or the field left empty for the chosen kind. */
export function toInput(
  values: z.output<typeof redirectSchema>,
): { ok: true; input: RedirectInput } | { ok: false; field: RedirectField } {
  const base = {
    source: values.source,
    status: values.status === "302" ? 302 : 301,
    keepRest: values.keepRest === "on",
  } as const;
  if (values.kind === "page") {
    const [page = "", lang = ""] = values.page.split(".");
    if (!pageTable.some((entry) => entry.id === page) || !isStaffLang(lang)) {
      return { ok: false, field: "page" };
    }
    return { ok: true, input: { ...base, target: { kind: "page", page: page as PageId, lang } } };
  }
  if (values.kind === "article") {
    const id = Number(values.article);
    if (!Number.isInteger(id) || id < 1) return { ok: false, field: "article" };
    return { ok: true, input: { ...base, target: { kind: "article", articleId: id } } };
  }
  return { ok: true, input: { ...base, target: { kind: "url", url: values.url } } };
}

/** The choices of the page and article selects, by the kind of target each names. */
export async function targetChoices(db: Database, lang: StaffLang) {
  const nav = messages(lang, "common").nav as Record<string, string>;
  const pages = pageTable.flatMap((page) =>
    languages.map((pageLang) => ({
      value: `${page.id}.${pageLang}`,
      label: `${nav[page.id] ?? page.id} (${pageLang.toUpperCase()}) ${localizePath(page.path, pageLang)}`,
    })),
  );
  const posts = await db
    .select({ id: blogPosts.id, title: blogPosts.title, language: blogPosts.language })
    .from(blogPosts)
    .orderBy(asc(blogPosts.title));
  const articles = posts.map((post) => ({
    value: post.id,
    label: `${post.title} (${post.language.toUpperCase()})`,
  }));
  return { page: pages, article: articles };
}

/** A refusal of the service, in words, and the field it belongs to. */
export function problemText(
  problem: SaveProblem,
  lang: StaffLang,
  kind: RedirectInput["target"]["kind"] = "url",
): { field: RedirectField; text: string } {
  const e = messages(lang, "adminRedirects").errors;
  if (problem.field === "source") {
    return {
      field: "source",
      text:
        problem.error === "exists"
          ? fill(e.exists, { target: problem.existing?.target ?? "" })
          : e[problem.error],
    };
  }
  if (problem.error === "chainAfter" || problem.error === "chainBefore") {
    return {
      field: kind,
      text: fill(e[problem.error], {
        source: problem.other?.source ?? "",
        target: problem.other?.target ?? "",
      }),
    };
  }
  return { field: kind, text: e[problem.error] };
}

/** "/old → /new", as the activity log keeps it. */
export const auditTarget = (view: Pick<RedirectView, "source" | "target">) =>
  `${view.source} → ${view.target}`;
