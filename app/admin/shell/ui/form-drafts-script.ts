/**
 * What was typed in a back-office form survives a session that ended before it was saved.
 *
 * Kept in the tab's sessionStorage, not on the server: once the session is gone the server no
 * longer knows whose post it is (trusting an expired cookie to name an account is what session
 * expiry forbids), lead notes and the like stay out of a second table, files and passwords are
 * never read, and one script serves every form without code in each route.
 *
 * On submit, the form's visible fields (never passwords, files, hidden or one-time codes) are
 * written as the tab's one pending draft, with the account and the page's place in the back office
 * without its language (`/articles/12` for `/admin/...` and `/en/admin/...`: the sign-in may land
 * in the account's language). The next back-office page decides: arrived at from the sign-in
 * page, on the same place and for the same account, the draft is put back with a notice; any
 * other page means the post was answered, and the draft is dropped. Signing out drops it too.
 */
export interface FormDraftsConfig {
  /** The signed-in account: a draft is only ever given back to whoever typed it. */
  user: string;
  /** The page's place inside the back office, the same in every language. */
  page: string;
  /** Paths of the sign-in pages (every language), whose referral means "signed in again". */
  signIn: readonly string[];
  /** The notice shown above a form whose fields were put back. */
  kept: string;
}

export const DRAFT_STORAGE_KEY = "procelia-admin-draft";

export function formDraftsScript(config: FormDraftsConfig): string {
  const json = JSON.stringify({ ...config, storageKey: DRAFT_STORAGE_KEY }).replace(
    /</g,
    "\\u003c",
  );
  return `(() => {
  const config = ${json};
  const content = document.getElementById("admin-content");
  let store;
  try { store = window.sessionStorage; } catch { return; }
  if (!store || !content) return;
  const SKIP = new Set(["password", "file", "hidden", "submit", "button", "image", "reset"]);
  const kept = (el) =>
    el.name && !el.disabled && !SKIP.has(el.type) && el.autocomplete !== "one-time-code" &&
    !el.closest("[data-draft=off]");
  const postForms = () =>
    Array.from(content.querySelectorAll("form")).filter((f) => (f.method || "").toLowerCase() === "post");
  const keyOf = (form) => form.id || "#" + postForms().indexOf(form);
  const read = () => {
    try { return JSON.parse(store.getItem(config.storageKey) || "null"); } catch { return null; }
  };
  const drop = () => { try { store.removeItem(config.storageKey); } catch {} };

  const draft = read();
  if (draft) {
    let fromSignIn = false;
    try {
      const from = new URL(document.referrer);
      fromSignIn = from.origin === location.origin &&
        config.signIn.some((p) => from.pathname === p || from.pathname.startsWith(p + "/"));
    } catch {}
    if (fromSignIn && draft.user === config.user && draft.page === config.page) restore(draft);
    // Back from the sign-in elsewhere than the draft's page: kept for the way back to it.
    if (!(fromSignIn && draft.user === config.user && draft.page !== config.page)) drop();
  }

  function restore(draft) {
    const form = postForms().find((f) => keyOf(f) === draft.form);
    if (!form) return;
    const seen = new Map();
    for (const el of Array.from(form.elements)) {
      if (!kept(el)) continue;
      const n = seen.get(el.name) || 0;
      seen.set(el.name, n + 1);
      const saved = draft.fields.find((f) => f[0] === el.name && f[1] === n);
      if (!saved) continue;
      const value = saved[2];
      if (el.type === "checkbox" || el.type === "radio") el.checked = value === true;
      else if (el.multiple && Array.isArray(value))
        for (const o of Array.from(el.options)) o.selected = value.includes(o.value);
      else if (typeof value === "string") el.value = value;
      el.dispatchEvent(new Event("input", { bubbles: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const notice = document.createElement("p");
    notice.setAttribute("role", "status");
    notice.tabIndex = -1;
    notice.dataset.draftKept = "";
    notice.className =
      "mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-navy-900 outline-none focus-visible:ring-2 focus-visible:ring-navy-700";
    notice.textContent = config.kept;
    form.parentNode.insertBefore(notice, form);
    notice.focus();
  }

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches("[data-sign-out]")) { drop(); return; }
    if (!content.contains(form) || (form.method || "").toLowerCase() !== "post") return;
    const seen = new Map();
    const fields = [];
    for (const el of Array.from(form.elements)) {
      if (!kept(el)) continue;
      const n = seen.get(el.name) || 0;
      seen.set(el.name, n + 1);
      const value = el.type === "checkbox" || el.type === "radio" ? el.checked
        : el.multiple ? Array.from(el.selectedOptions).map((o) => o.value) : el.value;
      fields.push([el.name, n, value]);
    }
    try {
      store.setItem(config.storageKey, JSON.stringify({
        user: config.user, page: config.page, form: keyOf(form), fields,
      }));
    } catch {}
  }, true);
})();`;
}
