import { scriptSafeJson } from "~/ui/script-safe-json";
/**
 * The library's only script (inline, with the response's nonce; no framework): pictures dropped
 * on the upload card or pasted anywhere on the page are sent one after another through the same
 * form and route as the file picker, which works without it. A file over the limit is refused
 * before it is sent; the server's refusal is shown as the page would show it.
 */
export function mediaUploadScript(config: {
  maxBytes: number;
  /** Where to go once several pictures are in ({count} filled in). */
  listDone: string;
  texts: { sending: string; sendFailed: string; network: string; tooLarge: string };
}): string {
  const json = scriptSafeJson(config);
  return `(() => {
  const config = ${json};
  const form = document.getElementById("media-upload");
  const zone = document.getElementById("media-drop");
  const status = document.getElementById("media-upload-status");
  const hint = document.getElementById("media-drop-hint");
  if (!form || !zone || !status) return;
  if (hint) hint.hidden = false;
  const say = (lines) => {
    status.replaceChildren(...lines.map((line) => {
      const p = document.createElement("p");
      p.textContent = line;
      return p;
    }));
  };
  const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, key) => String(values[key] ?? ""));
  let busy = false;
  const send = async (files) => {
    if (busy || files.length === 0) return;
    busy = true;
    form.setAttribute("aria-busy", "true");
    const failed = [];
    const added = [];
    for (const [index, file] of files.entries()) {
      say([...failed, fill(config.texts.sending, { name: file.name, index: index + 1, count: files.length })]);
      if (file.size > config.maxBytes) {
        failed.push(fill(config.texts.sendFailed, { name: file.name, reason: config.texts.tooLarge }));
        continue;
      }
      const body = new FormData();
      body.append("file", file, file.name || "image");
      try {
        const response = await fetch(form.action, { method: "POST", body });
        const landed = new URL(response.url).pathname;
        if (response.ok && landed.startsWith(new URL(form.action).pathname + "/")) {
          added.push(response.url);
          continue;
        }
        // Signed out meanwhile: the sign-in page, which comes back here.
        if (response.ok && response.redirected) return location.assign(response.url);
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const reason = page.querySelector("#media-refusal")?.textContent?.trim() || config.texts.network;
        failed.push(fill(config.texts.sendFailed, { name: file.name, reason }));
      } catch {
        failed.push(fill(config.texts.sendFailed, { name: file.name, reason: config.texts.network }));
      }
    }
    busy = false;
    form.removeAttribute("aria-busy");
    if (failed.length === 0 && added.length === 1) return location.assign(added[0]);
    if (failed.length === 0) return location.assign(fill(config.listDone, { count: added.length }));
    say(failed);
  };
  const pictures = (list) => Array.from(list || []);
  const hasFiles = (event) => Array.from(event.dataTransfer?.types || []).includes("Files");
  // A picture dropped beside the card must not replace the page.
  for (const name of ["dragover", "drop"]) {
    document.addEventListener(name, (event) => { if (hasFiles(event)) event.preventDefault(); });
  }
  zone.addEventListener("dragenter", (event) => { if (hasFiles(event)) zone.dataset.over = ""; });
  zone.addEventListener("dragleave", (event) => {
    if (!zone.contains(event.relatedTarget)) delete zone.dataset.over;
  });
  zone.addEventListener("drop", (event) => {
    delete zone.dataset.over;
    if (!hasFiles(event)) return;
    event.preventDefault();
    send(pictures(event.dataTransfer.files));
  });
  document.addEventListener("paste", (event) => {
    const files = pictures(event.clipboardData?.files);
    if (files.length === 0) return;
    event.preventDefault();
    send(files);
  });
})();`;
}
