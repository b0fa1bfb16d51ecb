import { byId, configOf } from "~/admin/shell/browser/config";
import { fill } from "~/admin/shell/browser/fill";
import { blockSpacing, cleanAlt, matchesSearch, pictureAddress } from "../picture-reference";

export interface ArticlePicturesConfig {
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
}

/**
 * The editor's pictures: "Insert a picture" opens the library's pictures in a <dialog>
 * (server-rendered, filtered here as the author types), and choosing one writes its reference,
 * `![alt](/media/<id>/<name>)`, at the cursor with the alternative text of the article's
 * language. A picture dropped or pasted into the text is sent to the library's upload route (the
 * one its page uses, with the same checks) and its reference written where the cursor was; a
 * refusal is said in the library's own words.
 */
function pictures() {
  const config = configOf<ArticlePicturesConfig>("article-pictures");
  const markdown = byId("field-markdown", HTMLTextAreaElement);
  const tools = document.getElementById("picture-tools");
  const open = document.getElementById("picture-picker-open");
  const dialog = byId("picture-picker", HTMLDialogElement);
  const status = document.getElementById("picture-upload-status");
  const language = byId("field-language", HTMLSelectElement);
  if (!config || !markdown || !tools || !open || !dialog || !status) return;
  if (typeof dialog.showModal !== "function") return;
  tools.hidden = false;
  const t = config.texts;
  const insert = (reference: string, at?: number) => {
    const start = at ?? markdown.selectionStart;
    const end = at ?? markdown.selectionEnd;
    const { lead, tail } = blockSpacing(markdown.value.slice(0, start), markdown.value.slice(end));
    markdown.focus();
    markdown.setSelectionRange(start, end);
    markdown.setRangeText(lead + reference + tail, start, end, "end");
    // The preview and the counter follow typing (./article-preview.ts).
    markdown.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const search = byId("picture-picker-search", HTMLInputElement);
  const noMatch = document.getElementById("picture-picker-no-match");
  const items = Array.from(dialog.querySelectorAll<HTMLElement>("li[data-search]"));
  const filter = () => {
    let shown = 0;
    for (const item of items) {
      item.hidden = !matchesSearch(item.dataset.search ?? "", search?.value ?? "");
      if (!item.hidden) shown += 1;
    }
    if (noMatch) noMatch.hidden = shown > 0 || items.length === 0;
  };
  search?.addEventListener("input", filter);
  search?.addEventListener("keydown", (event) => {
    if (event.key === "Enter") event.preventDefault();
  });
  let caret: [number, number] | null = null;
  open.addEventListener("click", () => {
    caret = [markdown.selectionStart, markdown.selectionEnd];
    dialog.showModal();
    search?.focus();
  });
  document.getElementById("picture-picker-close")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    if (document.activeElement === document.body) open.focus();
  });
  dialog.addEventListener("click", (event) => {
    const choice =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>("button[data-address]")
        : null;
    if (!choice || choice.disabled) return;
    const lang = language && language.value === "en" ? "en" : "fr";
    const alt = cleanAlt(choice.dataset[lang === "en" ? "altEn" : "altFr"] ?? "");
    dialog.close();
    if (caret) markdown.setSelectionRange(caret[0], caret[1]);
    insert(`![${alt}](${choice.dataset.address ?? ""})`);
  });

  const say = (nodes: Node[]) => status.replaceChildren(...nodes);
  const line = (text: string, link?: string) => {
    const p = document.createElement("p");
    p.textContent = text;
    if (link) {
      const a = document.createElement("a");
      a.href = link;
      a.textContent = t.openPage;
      a.className = "ml-2 text-steel-700 underline";
      p.append(a);
    }
    return p;
  };
  let queue = Promise.resolve();
  const send = async (file: File, at?: number) => {
    const name = file.name || "image";
    const failed = (reason: string) => say([line(fill(t.failed, { name, reason }))]);
    if (file.size > config.maxBytes) return failed(t.tooLarge);
    say([line(fill(t.sending, { name }))]);
    const body = new FormData();
    body.append("file", file, name);
    try {
      const response = await fetch(config.upload, { method: "POST", body });
      const landed = new URL(response.url).pathname;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      if (response.ok && landed.startsWith(`${new URL(config.upload, location.href).pathname}/`)) {
        // The new picture's page shows its lasting address.
        const address = pictureAddress(
          Array.from(page.querySelectorAll('a[href^="/media/"]'), (a) => a.getAttribute("href")),
        );
        if (!address) return failed(t.network);
        insert(`![${cleanAlt(name.replace(/\.[^.]*$/, ""))}](${address})`, at);
        return say([line(fill(t.added, { name }), response.url)]);
      }
      const reason = page.querySelector("#media-refusal")?.textContent?.trim();
      failed(reason || t.network);
    } catch {
      failed(t.network);
    }
  };
  const take = (files: FileList | null | undefined, event: Event) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    event.preventDefault();
    // The first where the cursor was; the next ones after it.
    const at = markdown.selectionEnd;
    list.forEach((file, index) => {
      queue = queue.then(() => send(file, index === 0 ? at : undefined));
    });
  };
  const hasFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes("Files");
  markdown.addEventListener("dragover", (event) => {
    if (hasFiles(event)) event.preventDefault();
  });
  markdown.addEventListener("drop", (event) => take(event.dataTransfer?.files, event));
  markdown.addEventListener("paste", (event) => take(event.clipboardData?.files, event));
}

pictures();
