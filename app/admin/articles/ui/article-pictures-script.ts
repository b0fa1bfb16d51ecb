import { scriptSafeJson } from "~/platform/ui/script-safe-json";
/**
 * The editor's pictures (inline, with the response's nonce; no framework), next to
 * article-preview-script.ts: "Insert a picture" opens the library's pictures in a <dialog>
 * (server-rendered, filtered here as the author types), and choosing one writes its reference,
 * `![alt](/media/<id>/<name>)`, at the cursor with the alternative text of the article's
 * language. A picture dropped or pasted into the text is sent to the library's upload route (the
 * one its page uses, with the same checks) and its reference written where the cursor was; a
 * refusal is said in the library's own words.
 */
export function articlePicturesScript(config: {
  /** The library's upload form's address, and its page's (the new picture's path starts with it). */
  upload: string;
  maxBytes: number;
  texts: {
    sending: string;
    added: string;
    openPage: string;
    failed: string;
    network: string;
    tooLarge: string;
  };
}): string {
  const json = scriptSafeJson(config);
  return `(() => {
  const config = ${json};
  const markdown = document.getElementById("field-markdown");
  const tools = document.getElementById("picture-tools");
  const open = document.getElementById("picture-picker-open");
  const dialog = document.getElementById("picture-picker");
  const status = document.getElementById("picture-upload-status");
  const language = document.getElementById("field-language");
  if (!markdown || !tools || !open || !dialog || !status || !dialog.showModal) return;
  tools.hidden = false;
  const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, key) => String(values[key] ?? ""));
  const clean = (text) => text.replace(/[\\[\\]\\n\\r]/g, " ").replace(/\\s+/g, " ").trim();
  // A picture is a block of its own: a blank line before and after it.
  const insert = (reference, at) => {
    const start = at ?? markdown.selectionStart;
    const end = at ?? markdown.selectionEnd;
    const before = markdown.value.slice(0, start);
    const lead = before === "" ? "" : before.endsWith("\\n\\n") ? "" : before.endsWith("\\n") ? "\\n" : "\\n\\n";
    const after = markdown.value.slice(end);
    const tail = after.startsWith("\\n\\n") ? "" : after.startsWith("\\n") ? "\\n" : "\\n\\n";
    markdown.focus();
    markdown.setSelectionRange(start, end);
    markdown.setRangeText(lead + reference + tail, start, end, "end");
    // The preview and the counter follow typing (article-preview-script.ts).
    markdown.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const search = document.getElementById("picture-picker-search");
  const noMatch = document.getElementById("picture-picker-no-match");
  const items = Array.from(dialog.querySelectorAll("li[data-search]"));
  const filter = () => {
    const words = (search?.value || "").normalize("NFD").replace(/\\p{M}/gu, "").toLowerCase().split(/\\s+/).filter(Boolean);
    let shown = 0;
    for (const item of items) {
      item.hidden = !words.every((word) => item.dataset.search.includes(word));
      if (!item.hidden) shown += 1;
    }
    if (noMatch) noMatch.hidden = shown > 0 || items.length === 0;
  };
  search?.addEventListener("input", filter);
  search?.addEventListener("keydown", (event) => { if (event.key === "Enter") event.preventDefault(); });
  let caret = null;
  open.addEventListener("click", () => {
    caret = [markdown.selectionStart, markdown.selectionEnd];
    dialog.showModal();
    search?.focus();
  });
  document.getElementById("picture-picker-close")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => { if (document.activeElement === document.body) open.focus(); });
  dialog.addEventListener("click", (event) => {
    const choice = event.target.closest?.("button[data-address]");
    if (!choice || choice.disabled) return;
    const lang = language && language.value === "en" ? "en" : "fr";
    const alt = clean(choice.dataset[lang === "en" ? "altEn" : "altFr"] || "");
    dialog.close();
    if (caret) markdown.setSelectionRange(caret[0], caret[1]);
    insert("![" + alt + "](" + choice.dataset.address + ")");
  });

  const say = (nodes) => status.replaceChildren(...nodes);
  const line = (text, link) => {
    const p = document.createElement("p");
    p.textContent = text;
    if (link) {
      const a = document.createElement("a");
      a.href = link;
      a.textContent = config.texts.openPage;
      a.className = "ml-2 text-steel-700 underline";
      p.append(a);
    }
    return p;
  };
  let queue = Promise.resolve();
  const send = async (file, at) => {
    const name = file.name || "image";
    const failed = (reason) => say([line(fill(config.texts.failed, { name, reason }))]);
    if (file.size > config.maxBytes) return failed(config.texts.tooLarge);
    say([line(fill(config.texts.sending, { name }))]);
    const body = new FormData();
    body.append("file", file, name);
    try {
      const response = await fetch(config.upload, { method: "POST", body });
      const landed = new URL(response.url).pathname;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      if (response.ok && landed.startsWith(new URL(config.upload, location.href).pathname + "/")) {
        // The new picture's page shows its lasting address.
        const address = Array.from(page.querySelectorAll('a[href^="/media/"]'))
          .map((a) => a.getAttribute("href"))
          .find((href) => /^\\/media\\/\\d+\\/[a-z0-9-]+$/.test(href));
        if (!address) return failed(config.texts.network);
        insert("![" + clean(name.replace(/\\.[^.]*$/, "")) + "](" + address + ")", at);
        return say([line(fill(config.texts.added, { name }), response.url)]);
      }
      const reason = page.querySelector("#media-refusal")?.textContent?.trim();
      failed(reason || config.texts.network);
    } catch {
      failed(config.texts.network);
    }
  };
  const take = (files, event) => {
    const list = Array.from(files || []);
    if (list.length === 0) return;
    event.preventDefault();
    // The first where the cursor was; the next ones after it.
    const at = markdown.selectionEnd;
    list.forEach((file, index) => {
      queue = queue.then(() => send(file, index === 0 ? at : undefined));
    });
  };
  const hasFiles = (event) => Array.from(event.dataTransfer?.types || []).includes("Files");
  markdown.addEventListener("dragover", (event) => { if (hasFiles(event)) event.preventDefault(); });
  markdown.addEventListener("drop", (event) => take(event.dataTransfer?.files, event));
  markdown.addEventListener("paste", (event) => take(event.clipboardData?.files, event));
})();`;
}
