import { scriptSafeJson } from "~/platform/ui/script-safe-json";
/**
 * A back-office form's warning before leaving with unsaved changes (inline, with the response's
 * nonce): the browser's own "Leave the page?" question while the form differs from what the page
 * was made with. Submitting the form is not leaving: the save answers with a fresh page. A
 * refused save's page starts as changed (`unsaved`): what it shows is not stored yet.
 */
export function leaveWarningScript(config: { formId: string; unsaved: boolean }): string {
  const json = scriptSafeJson(config);
  return `(() => {
  const config = ${json};
  const form = document.getElementById(config.formId);
  if (!form) return;
  // Compared when leaving, not tracked while typing: a script that fills a field counts too.
  const state = () => new URLSearchParams(new FormData(form)).toString();
  let loaded = state();
  let submitting = false;
  form.addEventListener("submit", () => { submitting = true; });
  // Back from the browser's history cache: the page is as it was left, not submitted.
  window.addEventListener("pageshow", () => { submitting = false; });
  window.addEventListener("beforeunload", (event) => {
    if (submitting || (!config.unsaved && state() === loaded)) return;
    event.preventDefault();
    event.returnValue = "";
  });
})();`;
}

/**
 * The same warning for every form of the page marked `data-leave-warning` (a lead's note, a
 * picture's texts): a screen opts in with one attribute, and `data-unsaved` on a refused save's
 * form. Rendered once by the back office's frame, before the fields of a draft come back.
 */
export const markedFormsLeaveWarningScript = `(() => {
  const forms = Array.from(document.querySelectorAll("form[data-leave-warning]"));
  if (forms.length === 0) return;
  const state = (form) => new URLSearchParams(new FormData(form)).toString();
  const loaded = new Map(forms.map((form) => [form, state(form)]));
  let submitting = false;
  // Saving a marked form is not leaving; another form's button (sign out) is.
  document.addEventListener("submit", (event) => { if (forms.includes(event.target)) submitting = true; });
  window.addEventListener("pageshow", () => { submitting = false; });
  window.addEventListener("beforeunload", (event) => {
    if (submitting) return;
    const changed = forms.some((form) => form.hasAttribute("data-unsaved") || state(form) !== loaded.get(form));
    if (!changed) return;
    event.preventDefault();
    event.returnValue = "";
  });
})();`;
