import { configOf } from "~/admin/shell/browser/config";
import { copyToRestore, editorCopyKey, isNewArticleKey } from "../editor-copy";

export interface ArticleAutosaveConfig {
  endpoint: string;
  /** The article's id; null: the author's new article. */
  article: number | null;
  /**
   * The page answers a save of this article (created, or published straight from the new
   * article's page): what the tab kept of a new article is stored, never to come back.
   */
  saved: boolean;
  /** The page shows values the server does not have (a refused save, a restored copy). */
  unsaved: boolean;
  locale: string;
  texts: { kept: string; failed: string; signedOut: string };
  delay: number;
}

/**
 * The editor's autosave: every few seconds while the author types, the form's values go to the
 * author's working copy on the server (the article-autosave route), and a line under the form
 * says when.
 *
 * A submitted form is also kept in the tab (sessionStorage) until its answer comes back: when the
 * session had ended, the save lands on the sign-in page, and once signed in again, the editor
 * finds the copy still at the article's version (a save would have moved it on), makes it the
 * working copy and shows it (`?restore`).
 */
function autosave() {
  const config = configOf<ArticleAutosaveConfig>("article-autosave");
  const form = document.getElementById("article-form");
  const status = document.getElementById("article-autosave-status");
  if (!config || !(form instanceof HTMLFormElement)) return;
  const key = editorCopyKey(location.pathname);
  const versionField = form.querySelector<HTMLInputElement>("input[name=version]");
  const version = versionField ? versionField.value : null;
  const fields = () => {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) {
      if (name !== "version" && typeof value === "string") values[name] = value;
    }
    return values;
  };
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  // Brussels time, as every date of the back office.
  const time = new Intl.DateTimeFormat(config.locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "Europe/Brussels",
  });
  const send = (values: Record<string, string>) =>
    fetch(config.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ article: config.article, fields: values }),
    });
  let last = config.unsaved ? "" : JSON.stringify(fields());
  let timer = 0;
  let stopped = false;
  const keep = async () => {
    timer = 0;
    const values = fields();
    const state = JSON.stringify(values);
    if (stopped || state === last) return;
    try {
      const response = await send(values);
      if (response.status === 401) return say(config.texts.signedOut);
      if (!response.ok) throw new Error(String(response.status));
      last = state;
      say(config.texts.kept.replace("{time}", time.format(new Date())));
    } catch {
      say(config.texts.failed);
    }
  };
  // Every few seconds while typing, not after each key.
  const soon = () => {
    if (!timer && !stopped) timer = window.setTimeout(keep, config.delay);
  };
  form.addEventListener("input", soon);
  form.addEventListener("change", soon);
  form.addEventListener("submit", () => {
    clearTimeout(timer);
    timer = 0;
    // The save clears the working copy: nothing may write it again after.
    stopped = true;
    try {
      sessionStorage.setItem(key, JSON.stringify({ version, fields: fields() }));
    } catch {}
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) stopped = false;
  });
  let pending: string | null = null;
  try {
    if (config.saved) {
      for (const name of Object.keys(sessionStorage)) {
        if (isNewArticleKey(name)) sessionStorage.removeItem(name);
      }
    }
    pending = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
  } catch {}
  if (config.unsaved) soon();
  // A submission that never came back as a saved or refused page (an ended session): its text
  // becomes the working copy, shown at once.
  const copy = copyToRestore(pending, version, fields());
  if (!copy) return;
  send(copy.fields).then(
    (response) => {
      if (!response.ok) return;
      const url = new URL(location.href);
      url.searchParams.delete("done");
      url.searchParams.set("restore", "1");
      location.replace(url);
    },
    () => {},
  );
}

autosave();
