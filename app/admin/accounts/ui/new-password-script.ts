import type { PasswordOwner } from "~/admin/accounts/password-strength";
import { scriptSafeJson } from "~/platform/ui/script-safe-json";

/** What the new-password field's script needs: its module, the owner's names and the texts. */
export interface NewPasswordScriptConfig {
  /** The meter's module (app/admin/accounts/ui/password-meter.ts as built). */
  module: string;
  owner: PasswordOwner;
  minLength: number;
  texts: {
    levels: { weak: string; fair: string; strong: string; veryStrong: string };
    status: string;
    shortBy: string;
    accepted: string;
    problems: Record<string, string>;
    warnings: Record<string, string>;
    suggestions: Record<string, string>;
  };
}

/**
 * The new-password field's behaviour (inline, with the response's nonce, like the back office's
 * other scripts): it shows the show/hide button, which needs it, and on the field's first focus
 * imports the meter's module, the same judgement as the server's, so that pages without such a
 * field never load its dictionaries. Then, a moment after each keystroke, the meter and a polite
 * status line say how strong the password is and what to change. Without JavaScript the field is
 * a plain password input and the server's refusal says the same.
 */
export function newPasswordScript(config: NewPasswordScriptConfig): string {
  const json = scriptSafeJson(config);
  return `(() => {
  const config = ${json};
  const t = config.texts;
  const levelOf = (score) => score >= 4 ? "veryStrong" : score === 3 ? "strong" : score === 2 ? "fair" : "weak";
  for (const root of document.querySelectorAll("[data-new-password]:not([data-ready])")) {
    root.dataset.ready = "true";
    const input = root.querySelector("input");
    const toggle = root.querySelector("[data-toggle]");
    const meterBox = root.querySelector("[data-meter]");
    const meter = root.querySelector("meter");
    const status = root.querySelector("[data-status]");
    if (!input || !toggle || !meterBox || !meter || !status) continue;
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
    let assess;
    let loading;
    let timer = 0;
    const describe = (verdict) => {
      const parts = [t.status.replace("{level}", t.levels[levelOf(verdict.score)])];
      if (verdict.problem === "tooShort") {
        parts.push(t.shortBy.replace("{count}", String(config.minLength - [...input.value].length)));
      } else if (verdict.problem) {
        parts.push(t.problems[verdict.problem]);
        if (verdict.warning && verdict.problem !== "personal" && verdict.problem !== "common") parts.push(t.warnings[verdict.warning]);
        if (verdict.suggestion) parts.push(t.suggestions[verdict.suggestion]);
      } else {
        parts.push(t.accepted);
      }
      return parts.join(" ");
    };
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
      status.textContent = describe(verdict);
    };
    const load = () => {
      loading ??= import(config.module)
        .then((module) => {
          assess = module.assessPassword;
          update();
        })
        .catch(() => {
          loading = undefined;
        });
    };
    input.addEventListener("focus", load);
    input.addEventListener("input", () => {
      load();
      clearTimeout(timer);
      timer = setTimeout(update, 300);
    });
  }
})();`;
}
