import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { company } from "~/content/company";
import { joinLineBreaks } from "~/i18n/typography";

/** Only the markup an article needs survives: no scripts, styles, event handlers or frames. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "br",
    "sup",
    "sub",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["align"], td: ["align"] },
  allowedSchemes: ["https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href?.startsWith("/") ? attribs : { ...attribs, rel: "noopener noreferrer" },
    }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, allowed);
}

/** Placeholders an article may use instead of writing the company's identity (app/content/company.ts). */
export const articlePlaceholders: Record<string, string> = {
  company: company.name,
  city: company.address.city,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Fills {{company}} and {{city}} in the rendered HTML (escaped); unknown ones stay as written. */
export function fillPlaceholders(html: string, values = articlePlaceholders): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value === undefined ? match : escapeHtml(value);
  });
}

/**
 * Article text keeps numbers with their units and compounds whole (~/i18n/typography): only
 * inline text tokens are joined, so code spans and blocks, raw HTML, link targets and titles
 * keep what the author typed, and so does the stored Markdown.
 */
const articleMarked = new Marked({
  async: false,
  gfm: true,
  walkTokens(token) {
    if (token.type !== "text") return;
    const text = token as Tokens.Text;
    // Block-level text renders its inline tokens; escaped text sits in a raw <pre> or <script>.
    if (text.tokens || text.escaped) return;
    text.text = joinLineBreaks(text.text);
  },
});

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeArticleHtml(fillPlaceholders(articleMarked.parse(markdown, { async: false })));
}

/**
 * What the stored, sanitised HTML needs on a page, added when it is shown (so articles saved
 * before get it too, and the sanitiser's allow-list stays as strict): each table in a box of its
 * own that scrolls sideways inside the article, a keyboard stop named "Table 1", "Table 2"...
 * (`label` is "Table {number}" in the article's language), and each code block a keyboard stop
 * too, since it scrolls. Sanitised HTML writes a `<` of the text as `&lt;`, so every `<table>` and
 * `<pre>` left in it is an element.
 */
export function presentArticleHtml(html: string, label: string): string {
  let tables = 0;
  return html
    .replace(/<table>/g, () => {
      tables += 1;
      const name = escapeHtml(label.replace("{number}", String(tables)));
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${name}"><table>`;
    })
    .replace(/<\/table>/g, "</table></div>")
    .replace(/<pre>/g, '<pre tabindex="0">');
}
