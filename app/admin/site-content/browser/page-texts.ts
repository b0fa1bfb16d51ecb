import { configOf } from "~/admin/shell/browser/config";

/** The page texts' form, by its id. */
export interface PageTextsConfig {
  formId: string;
}

/**
 * The page texts form's helpers (the form works without them): each text's character count
 * follows the typing, Enter in a text area does not start a line the text may not hold (the
 * warning before leaving is the shell's leave-warning module).
 */
function helpPageTexts() {
  const config = configOf<PageTextsConfig>("page-texts");
  const form = config && document.getElementById(config.formId);
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("input", (event) => {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
    const counter = document.getElementById(control.dataset.countFor ?? "");
    if (!counter) return;
    counter.textContent = (counter.dataset.template ?? "")
      .replace("{count}", String(control.value.length))
      .replace("{max}", counter.dataset.max ?? "");
  });
  form.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target instanceof HTMLTextAreaElement)
      event.preventDefault();
  });
}

helpPageTexts();
