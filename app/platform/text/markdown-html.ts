// Pure (no server state): also loaded by the rendering worker (markdown-render.worker.ts).
import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { joinLineBreaks } from "~/platform/i18n/typography";
import { MEDIA_PREFIX, parseMediaPath } from "../content/media-paths";

/**
 * Where an image that is not a library picture points once rendered: kept as a marker so that the
 * editor's preview can warn in its place; the public page drops it (article-pictures.server.ts).
 */
export const OUTSIDE_PICTURE = `${MEDIA_PREFIX}/outside`;
const pictureMarker = /^\/media\/(?:outside|[1-9]\d{0,9}\/[a-z0-9]+(?:-[a-z0-9]+)*)$/;

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
    // Only as a marker of a library picture, turned into <figure> when shown.
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    th: ["align"],
    td: ["align"],
    img: ["src", "alt"],
  },
  // An <img> stays only as a library picture's lasting address (or the marker of one refused).
  exclusiveFilter: (frame) => frame.tag === "img" && !pictureMarker.test(frame.attribs.src ?? ""),
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Fills {{company}} and {{city}} in the rendered HTML (escaped); unknown ones stay as written. */
export function fillPlaceholders(html: string, values: Record<string, string>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value === undefined ? match : escapeHtml(value);
  });
}

/**
 * Article text keeps numbers with their units and compounds whole (~/platform/i18n/typography): only
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
  renderer: {
    // A picture (Markdown or an HTML <img>) is a block of its own, a <figure> once shown: lifted
    // out of its paragraph.
    paragraph({ tokens }) {
      const runs: string[] = [];
      let inline: Token[] = [];
      const close = () => {
        const html = this.parser.parseInline(inline);
        if (html.trim() !== "") runs.push(`<p>${html.trim()}</p>\n`);
        inline = [];
      };
      for (const token of tokens) {
        const picture =
          token.type === "image" || (token.type === "html" && /^<img\b/i.test(token.raw));
        if (!picture) {
          inline.push(token);
          continue;
        }
        close();
        runs.push(`${this.parser.parseInline([token])}\n`);
      }
      close();
      return runs.join("");
    },
    image({ href, text }) {
      const address = href.startsWith(`${MEDIA_PREFIX}/`)
        ? parseMediaPath(href.slice(MEDIA_PREFIX.length))
        : undefined;
      const src =
        address?.kind === "lasting"
          ? `${MEDIA_PREFIX}/${address.id}/${address.name}`
          : OUTSIDE_PICTURE;
      return `<img src="${src}" alt="${escapeHtml(text)}">`;
    },
  },
});

/**
 * Markdown to the HTML the public site serves. Synchronous and unbounded in time: text from the
 * back office goes through renderMarkdown (markdown-render.server.ts), off the main thread.
 */
export function renderSafeHtml(markdown: string, placeholders: Record<string, string>): string {
  return sanitizeArticleHtml(
    fillPlaceholders(articleMarked.parse(markdown, { async: false }), placeholders),
  );
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
