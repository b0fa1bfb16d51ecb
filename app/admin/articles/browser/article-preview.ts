import { byId, configOf } from "~/admin/shell/browser/config";

export interface ArticlePreviewConfig {
  endpoint: string;
  /** The back office's language, for the warnings the preview writes. */
  ui: string;
  errorText: string;
  /** The text's counter: its template ("{count} / {max} …"), number locale and maximum. */
  count: { text: string; locale: string; max: number };
  /** The articles each language offers as a counterpart (those without one yet). */
  counterparts: Record<string, { value: number; label: string }[]>;
  counterpartNone: string;
}

/**
 * The editor's preview: while the author types, it asks the server for the preview, made by the
 * same Markdown-to-sanitised-HTML path as the public site, and for the slug proposed from the
 * title while the slug was not edited by hand; it counts the text's characters against the most
 * the editor accepts; and when the language changes, it offers as other-language versions the
 * articles of the other language. Without JavaScript the "Refresh the preview" button does the
 * same through the form. One preview is asked at a time (the server refuses a second one from
 * the same author): a change made meanwhile is previewed when the answer comes. A text refused
 * (too complex to render, too many previews) shows the server's reason in place of the preview.
 */
function previewArticle() {
  const config = configOf<ArticlePreviewConfig>("article-preview");
  const form = document.getElementById("article-form");
  const title = byId("field-title", HTMLInputElement);
  const slug = byId("field-slug", HTMLInputElement);
  const markdown = byId("field-markdown", HTMLTextAreaElement);
  const preview = document.getElementById("article-preview");
  const count = document.getElementById("field-markdown-count");
  const language = byId("field-language", HTMLSelectElement);
  const counterpart = byId("field-counterpart", HTMLSelectElement);
  if (!config || !form || !title || !slug || !markdown || !preview) return;
  // The textarea's value counts a line break as one character, as its maxlength and the server do.
  const number = new Intl.NumberFormat(config.count.locale);
  const showCount = () => {
    if (!count) return;
    count.textContent = config.count.text
      .replace("{count}", number.format(markdown.value.length))
      .replace("{max}", number.format(config.count.max));
  };
  markdown.addEventListener("input", showCount);
  // The counterpart is an article of the other language: its list follows the language chosen.
  if (language && counterpart) {
    language.addEventListener("change", () => {
      const kept = counterpart.value;
      const others = Object.keys(config.counterparts).filter((lang) => lang !== language.value);
      counterpart.replaceChildren(new Option(config.counterpartNone, ""));
      for (const lang of others) {
        for (const option of config.counterparts[lang] ?? []) {
          counterpart.append(new Option(option.label, String(option.value)));
        }
      }
      counterpart.value = kept;
      if (counterpart.value !== kept) counterpart.value = "";
    });
  }
  let proposed: string | null = slug.value === "" ? "" : null;
  slug.addEventListener("input", () => {
    proposed = null;
  });
  let timer = 0;
  let sent = 0;
  let inFlight = false;
  let again = false;
  const refresh = async () => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    const ticket = ++sent;
    try {
      const response = await fetch(config.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          title: title.value,
          markdown: markdown.value,
          language: language ? language.value : undefined,
          ui: config.ui,
        }),
      });
      const result = (await response.json().catch(() => ({}))) as {
        message?: unknown;
        html?: string;
        slug?: string;
      };
      if (!response.ok) {
        if (typeof result.message !== "string") throw new Error(String(response.status));
        preview.textContent = "";
        const reason = document.createElement("p");
        reason.setAttribute("role", "alert");
        reason.textContent = result.message;
        preview.append(reason);
        return;
      }
      if (ticket !== sent) return;
      // The server's sanitised HTML, the same as the public page's.
      preview.innerHTML = result.html ?? "";
      if (proposed !== null && (slug.value === "" || slug.value === proposed)) {
        slug.value = result.slug ?? "";
        proposed = result.slug ?? "";
      }
    } catch {
      if (ticket === sent) preview.textContent = config.errorText;
    } finally {
      inFlight = false;
      if (again) {
        again = false;
        later();
      }
    }
  };
  const later = () => {
    clearTimeout(timer);
    timer = window.setTimeout(refresh, 400);
  };
  title.addEventListener("input", later);
  markdown.addEventListener("input", later);
  if (language) language.addEventListener("change", later);
  // A module runs once the page is parsed: a title typed before that gets its preview now.
  if (title.value !== "" && slug.value === "") later();
}

previewArticle();
