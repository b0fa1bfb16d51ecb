import { BrowserModule } from "../../shell/ui/browser-module";
import { controlClass, focusRing } from "../../shell/ui/form-field";
import type { NewPasswordConfig } from "../browser/describe-verdict";

export interface NewPasswordFieldTexts {
  hint: string;
  /** The toggle's visible word ("Show"); its name adds what it shows ("Show the password"). */
  show: string;
  showLabel: string;
  strength: string;
}

/** What the server hands a page for its new-password field (password-policy.server.ts). */
export interface NewPasswordFieldSetup {
  texts: NewPasswordFieldTexts;
  script: NewPasswordConfig;
}

/**
 * A new password's field: label, hint, a password input (autocomplete new-password), a show
 * button (aria-pressed; hidden until its script runs, since it needs it), a strength meter and a
 * polite status line computed in the browser, and the server's refusal under it. One field, not
 * two: the show button lets the person check what they typed, which a second field only guesses
 * at, and a long passphrase is typed once on a phone. Without JavaScript the server's check
 * still refuses a weak password with the same words.
 */
export function NewPasswordField({
  name,
  label,
  setup,
  error,
}: {
  name: string;
  label: string;
  setup: NewPasswordFieldSetup;
  error?: string;
}) {
  const id = `field-${name}`;
  const described = [`${id}-hint`, `${id}-status`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1.5" data-new-password>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-navy-800">
        {setup.texts.hint}
      </p>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={described}
          {...(error ? { "aria-invalid": true } : {})}
          className={controlClass}
        />
        <button
          type="button"
          hidden
          data-toggle
          aria-pressed="false"
          aria-controls={id}
          aria-label={setup.texts.showLabel}
          className={`shrink-0 rounded-md border border-mist-200 bg-white px-3 py-2 text-sm font-semibold text-navy-900 aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white ${focusRing}`}
        >
          {setup.texts.show}
        </button>
      </div>
      <div hidden data-meter>
        <meter
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={0}
          aria-label={setup.texts.strength}
          className="block h-2 w-full"
        />
      </div>
      <p id={`${id}-status`} data-status aria-live="polite" className="text-sm text-navy-800" />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <BrowserModule<NewPasswordConfig> name="new-password" config={setup.script} />
    </div>
  );
}
