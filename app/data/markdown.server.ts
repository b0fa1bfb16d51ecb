import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

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

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false, gfm: true }));
}
