import { configsOf } from "./config";

/** A page's form that warns before leaving with unsaved changes. */
export interface LeaveWarningConfig {
  formId: string;
  /** A refused save's page starts as changed: what it shows is not stored yet. */
  unsaved: boolean;
}

/**
 * A back-office form's warning before leaving with unsaved changes: the browser's own "Leave the
 * page?" question while the form differs from what the page was made with. Submitting the form is
 * not leaving: the save answers with a fresh page.
 *
 * Two ways to ask for it: a page's JSON block naming its form (`<BrowserModule
 * name="leave-warning" config={…}>`), or `data-leave-warning` on any form of the page (a lead's
 * note, a picture's texts), with `data-unsaved` on a refused save's form. The back office's frame
 * loads this module before the fields of a draft come back, so they count as unsaved.
 */
function watchForms() {
  const watched = new Map<HTMLFormElement, boolean>();
  for (const config of configsOf<LeaveWarningConfig>("leave-warning")) {
    const form = document.getElementById(config.formId);
    if (form instanceof HTMLFormElement) watched.set(form, config.unsaved);
  }
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-leave-warning]")) {
    watched.set(form, watched.get(form) === true || form.hasAttribute("data-unsaved"));
  }
  if (watched.size === 0) return;
  // Compared when leaving, not tracked while typing: a script that fills a field counts too.
  const state = (form: HTMLFormElement) =>
    new URLSearchParams(
      Array.from(new FormData(form), ([name, value]): [string, string] => [
        name,
        typeof value === "string" ? value : value.name,
      ]),
    ).toString();
  const loaded = new Map(Array.from(watched.keys(), (form) => [form, state(form)]));
  let submitting = false;
  // Saving a watched form is not leaving; another form's button (sign out) is.
  document.addEventListener("submit", (event) => {
    if (event.target instanceof HTMLFormElement && watched.has(event.target)) submitting = true;
  });
  // Back from the browser's history cache: the page is as it was left, not submitted.
  window.addEventListener("pageshow", () => {
    submitting = false;
  });
  window.addEventListener("beforeunload", (event) => {
    if (submitting) return;
    const changed = Array.from(watched).some(
      ([form, unsaved]) => unsaved || state(form) !== loaded.get(form),
    );
    if (!changed) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = "";
  });
}

watchForms();
