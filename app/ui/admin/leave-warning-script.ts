import { scriptSafeJson } from "~/ui/script-safe-json";
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
