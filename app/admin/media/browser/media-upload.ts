import { configOf } from "~/admin/shell/browser/config";
import { fill } from "~/admin/shell/browser/fill";

export interface MediaUploadConfig {
  maxBytes: number;
  maxFiles: number;
  /** Where to go once several pictures are in ({count} filled in). */
  listDone: string;
  texts: {
    sending: string;
    sendFailed: string;
    network: string;
    tooLarge: string;
    tooMany: string;
    progressLabel: string;
    waiting: string;
    converting: string;
    added: string;
  };
}

interface Answer {
  status: number;
  url: string;
  text: string;
}

/**
 * The library's upload module. The form works without it (one post, several files). With it, the
 * files chosen in the picker, dropped on the upload card or pasted anywhere on the page are sent
 * one after another through the same route, each with a progress bar fed by XMLHttpRequest's
 * upload progress (fetch has none), so one large file or a refused one never holds the others
 * back. A file over the limit is refused before it is sent; the server's refusal is shown as the
 * page would show it.
 */
function uploadPictures() {
  const config = configOf<MediaUploadConfig>("media-upload");
  const form = document.getElementById("media-upload");
  const zone = document.getElementById("media-drop");
  const status = document.getElementById("media-upload-status");
  const alert = document.getElementById("media-upload-alert");
  const list = document.getElementById("media-upload-files");
  const hint = document.getElementById("media-drop-hint");
  if (!config || !(form instanceof HTMLFormElement) || !zone || !status || !list) return;
  const picker = form.querySelector<HTMLInputElement>("input[type=file]");
  const t = config.texts;
  if (hint) hint.hidden = false;
  const paragraphs = (lines: string[]) =>
    lines.map((line) => {
      const p = document.createElement("p");
      p.textContent = line;
      return p;
    });
  const say = (lines: string[]) => status.replaceChildren(...paragraphs(lines));
  // Refusals are announced at once (role=alert), progress politely (role=status).
  const warn = (lines: string[]) => {
    status.replaceChildren();
    (alert ?? status).replaceChildren(...paragraphs(lines));
  };
  const post = (file: File, progress: (fraction: number) => void) =>
    new Promise<Answer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", form.action);
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) progress(event.loaded / event.total);
      });
      xhr.upload.addEventListener("load", () => progress(1));
      xhr.addEventListener("load", () =>
        resolve({ status: xhr.status, url: xhr.responseURL, text: xhr.responseText }),
      );
      xhr.addEventListener("error", () => reject(new Error("network")));
      xhr.addEventListener("abort", () => reject(new Error("network")));
      const body = new FormData();
      body.append("file", file, file.name || "image");
      xhr.send(body);
    });
  let busy = false;
  const send = async (files: File[]) => {
    if (busy || files.length === 0) return;
    if (files.length > config.maxFiles) return warn([t.tooMany]);
    busy = true;
    alert?.replaceChildren();
    form.setAttribute("aria-busy", "true");
    const rows = files.map((file) => {
      const item = document.createElement("li");
      const label = document.createElement("span");
      label.textContent = fill(t.waiting, { name: file.name });
      const bar = document.createElement("progress");
      bar.max = 100;
      bar.value = 0;
      bar.setAttribute("aria-label", fill(t.progressLabel, { name: file.name }));
      item.append(label, bar);
      return { item, label, bar };
    });
    list.replaceChildren(...rows.map((row) => row.item));
    list.hidden = false;
    const failed: string[] = [];
    const added: string[] = [];
    const fail = (row: (typeof rows)[number], file: File, reason: string) => {
      const line = fill(t.sendFailed, { name: file.name, reason });
      failed.push(line);
      row.label.textContent = line;
      row.item.dataset.state = "failed";
      row.bar.remove();
    };
    for (const [index, file] of files.entries()) {
      const row = rows[index];
      if (!row) continue;
      say([fill(t.sending, { name: file.name, index: index + 1, count: files.length })]);
      if (file.size > config.maxBytes) {
        fail(row, file, t.tooLarge);
        continue;
      }
      row.label.textContent = fill(t.progressLabel, { name: file.name });
      try {
        const response = await post(file, (fraction) => {
          row.bar.value = Math.round(fraction * 100);
          if (fraction >= 1) row.label.textContent = fill(t.converting, { name: file.name });
        });
        const ok = response.status >= 200 && response.status < 300;
        const landed = new URL(response.url || form.action).pathname;
        if (ok && landed.startsWith(`${new URL(form.action).pathname}/`)) {
          added.push(response.url);
          row.bar.value = 100;
          row.label.textContent = fill(t.added, { name: file.name });
          row.item.dataset.state = "added";
          continue;
        }
        // Signed out meanwhile: the sign-in page, which comes back here.
        if (ok && response.url && response.url !== form.action) {
          location.assign(response.url);
          return;
        }
        const page = new DOMParser().parseFromString(response.text, "text/html");
        fail(row, file, page.querySelector("#media-refusal")?.textContent?.trim() || t.network);
      } catch {
        fail(row, file, t.network);
      }
    }
    busy = false;
    form.removeAttribute("aria-busy");
    const [only] = added;
    if (failed.length === 0 && added.length === 1 && only) return location.assign(only);
    if (failed.length === 0) return location.assign(fill(config.listDone, { count: added.length }));
    warn(failed);
  };
  const pictures = (files: FileList | null | undefined) => Array.from(files ?? []);
  form.addEventListener("submit", (event) => {
    const files = pictures(picker?.files);
    if (files.length === 0) return;
    event.preventDefault();
    void send(files);
  });
  const hasFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes("Files");
  // A picture dropped beside the card must not replace the page.
  for (const name of ["dragover", "drop"] as const) {
    document.addEventListener(name, (event) => {
      if (hasFiles(event)) event.preventDefault();
    });
  }
  zone.addEventListener("dragenter", (event) => {
    if (hasFiles(event)) zone.dataset.over = "";
  });
  zone.addEventListener("dragleave", (event) => {
    if (!(event.relatedTarget instanceof Node && zone.contains(event.relatedTarget))) {
      delete zone.dataset.over;
    }
  });
  zone.addEventListener("drop", (event) => {
    delete zone.dataset.over;
    if (!hasFiles(event)) return;
    event.preventDefault();
    void send(pictures(event.dataTransfer?.files));
  });
  document.addEventListener("paste", (event) => {
    const files = pictures(event.clipboardData?.files);
    if (files.length === 0) return;
    event.preventDefault();
    void send(files);
  });
}

uploadPictures();
