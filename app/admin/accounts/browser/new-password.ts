import { configOf } from "~/admin/shell/browser/config";
import type { PasswordOwner, PasswordVerdict } from "../password-strength";
import { describeVerdict, type NewPasswordConfig } from "./describe-verdict";

type Assess = (password: string, owner: PasswordOwner) => PasswordVerdict;

/**
 * The new-password field's behaviour: it shows the show/hide button, which needs it, and on the
 * field's first focus imports the meter's module (./password-meter.ts, the same judgement as the
 * server's), so that pages without such a field never load its dictionaries. Then, a moment
 * after each keystroke, the meter and a polite status line say how strong the password is and
 * what to change. Without JavaScript the field is a plain password input and the server's
 * refusal says the same. Each field carries its own JSON block.
 */
function setUpFields() {
  for (const root of document.querySelectorAll<HTMLElement>(
    "[data-new-password]:not([data-ready])",
  )) {
    root.dataset.ready = "true";
    const config = configOf<NewPasswordConfig>("new-password", root);
    const input = root.querySelector("input");
    const toggle = root.querySelector<HTMLButtonElement>("[data-toggle]");
    const meterBox = root.querySelector<HTMLElement>("[data-meter]");
    const meter = root.querySelector("meter");
    const status = root.querySelector<HTMLElement>("[data-status]");
    if (!config || !input || !toggle || !meterBox || !meter || !status) continue;
    toggle.hidden = false;
    toggle.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      toggle.setAttribute("aria-pressed", String(show));
    });
    // Sent as a password field, so that the browser offers to save it as one.
    input.form?.addEventListener("submit", () => {
      input.type = "password";
      toggle.setAttribute("aria-pressed", "false");
    });
    let assess: Assess | undefined;
    let loading: Promise<void> | undefined;
    let timer = 0;
    const update = () => {
      if (!assess) return;
      meterBox.hidden = false;
      if (input.value === "") {
        meter.value = 0;
        status.textContent = "";
        return;
      }
      const verdict = assess(input.value, config.owner);
      meter.value = verdict.problem ? Math.min(verdict.score, 2) : verdict.score;
      status.textContent = describeVerdict(verdict, config, [...input.value].length);
    };
    const load = () => {
      if (loading) return;
      loading = import("./password-meter")
        .then((module) => {
          assess = module.assessPassword;
          update();
        })
        .catch(() => {
          // Asked again at the next keystroke.
          loading = undefined;
        });
    };
    input.addEventListener("focus", load);
    input.addEventListener("input", () => {
      load();
      clearTimeout(timer);
      timer = window.setTimeout(update, 300);
    });
  }
}

setUpFields();
