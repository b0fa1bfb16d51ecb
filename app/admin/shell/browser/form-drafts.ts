import {
  cameFromSignIn,
  DRAFT_STORAGE_KEY,
  type Draft,
  type DraftField,
  draftOutcome,
  type FormDraftsConfig,
  parseDraft,
} from "../form-drafts";
import { configOf } from "./config";

/** Keeps a posted form's fields in the tab until its answer comes (../form-drafts.ts). */
function keepDrafts() {
  const config = configOf<FormDraftsConfig>("form-drafts");
  const content = document.getElementById("admin-content");
  let store: Storage;
  try {
    store = window.sessionStorage;
  } catch {
    return;
  }
  if (!config || !store || !content) return;
  const SKIP = new Set(["password", "file", "hidden", "submit", "button", "image", "reset"]);
  type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  const isField = (el: Element): el is Field =>
    el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement;
  const kept = (el: Element): el is Field =>
    isField(el) &&
    el.name !== "" &&
    !el.disabled &&
    !SKIP.has(el.type) &&
    el.autocomplete !== "one-time-code" &&
    !el.closest("[data-draft=off]");
  const postForms = () =>
    Array.from(content.querySelectorAll("form")).filter(
      (f) => (f.method || "").toLowerCase() === "post",
    );
  const keyOf = (form: HTMLFormElement) => form.id || `#${postForms().indexOf(form)}`;
  const drop = () => {
    try {
      store.removeItem(DRAFT_STORAGE_KEY);
    } catch {}
  };

  const restore = (draft: Draft) => {
    const form = postForms().find((f) => keyOf(f) === draft.form);
    if (!form) return;
    const seen = new Map<string, number>();
    for (const el of Array.from(form.elements)) {
      if (!kept(el)) continue;
      const n = seen.get(el.name) ?? 0;
      seen.set(el.name, n + 1);
      const saved = draft.fields.find((f) => f[0] === el.name && f[1] === n);
      if (!saved) continue;
      const value = saved[2];
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        el.checked = value === true;
      } else if (el instanceof HTMLSelectElement && el.multiple && Array.isArray(value)) {
        for (const o of Array.from(el.options)) o.selected = value.includes(o.value);
      } else if (typeof value === "string") {
        el.value = value;
      }
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
    form.before(notice);
    notice.focus();
  };

  let stored: string | null = null;
  try {
    stored = store.getItem(DRAFT_STORAGE_KEY);
  } catch {}
  const draft = parseDraft(stored);
  if (draft) {
    const fromSignIn = cameFromSignIn(document.referrer, location.origin, config.signIn);
    const outcome = draftOutcome(draft, { user: config.user, page: config.page, fromSignIn });
    if (outcome.restore) restore(draft);
    if (outcome.drop) drop();
  }

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.matches("[data-sign-out]")) {
        drop();
        return;
      }
      if (!content.contains(form) || (form.method || "").toLowerCase() !== "post") return;
      const seen = new Map<string, number>();
      const fields: DraftField[] = [];
      for (const el of Array.from(form.elements)) {
        if (!kept(el)) continue;
        const n = seen.get(el.name) ?? 0;
        seen.set(el.name, n + 1);
        const value =
          el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")
            ? el.checked
            : el instanceof HTMLSelectElement && el.multiple
              ? Array.from(el.selectedOptions, (o) => o.value)
              : el.value;
        fields.push([el.name, n, value]);
      }
      const saved: Draft = { user: config.user, page: config.page, form: keyOf(form), fields };
      try {
        store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(saved));
      } catch {}
    },
    true,
  );
}

keepDrafts();
