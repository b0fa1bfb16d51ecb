import { scriptSafeJson } from "~/platform/ui/script-safe-json";
/**
 * The page texts form's helpers (inline, with the response's nonce; the form works without
 * them): each text's character count follows the typing, Enter in a text area does not start a
 * line the text may not hold (the warning before leaving is leave-warning-script.ts).
 */
export function pageTextsScript(formId: string): string {
  return `(() => {
  const form = document.getElementById(${scriptSafeJson(formId)});
  if (!form) return;
  form.addEventListener("input", (event) => {
    const control = event.target;
    const counter = control && control.dataset && document.getElementById(control.dataset.countFor || "");
    if (!counter) return;
    counter.textContent = counter.dataset.template
      .replace("{count}", String(control.value.length))
      .replace("{max}", counter.dataset.max);
  });
  form.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target instanceof HTMLTextAreaElement) event.preventDefault();
  });
})();`;
}
