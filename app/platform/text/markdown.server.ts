import { company } from "~/platform/content/company";
import { siteSettings } from "../settings/site-settings.server";
import { fillPlaceholders as fill, renderSafeHtml } from "./markdown-html";

export { OUTSIDE_PICTURE, presentArticleHtml, sanitizeArticleHtml } from "./markdown-html";

/**
 * Placeholders an article may use instead of writing the company's identity: the name from
 * app/platform/content/company.ts, the town from the site settings when the article is saved.
 */
export const articlePlaceholders = (): Record<string, string> => ({
  company: company.name,
  city: siteSettings().address.city,
});

/** Fills {{company}} and {{city}} in the rendered HTML (escaped); unknown ones stay as written. */
export function fillPlaceholders(html: string, values = articlePlaceholders()): string {
  return fill(html, values);
}

/**
 * On the calling thread, for the repository's own articles (the seed sync at start). Text typed
 * in the back office goes through renderMarkdown (markdown-render.server.ts): a worker with a
 * time budget.
 */
export function markdownToSafeHtml(markdown: string): string {
  return renderSafeHtml(markdown, articlePlaceholders());
}
