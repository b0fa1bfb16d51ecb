import type { ReactNode } from "react";
import { controlClass, Field } from "../../shell/ui/form-field";

/** The card of the pages outside the back office's frame: sign-in steps and confirmation. */
export function FactorCard({
  area,
  title,
  intro,
  children,
}: {
  area: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-mist-50 px-4 py-16">
      <section
        aria-labelledby="factor-title"
        className="mx-auto max-w-md space-y-6 rounded-2xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-steel-700">{area}</p>
          <h1 id="factor-title" className="mt-1 text-2xl font-bold text-navy-900">
            {title}
          </h1>
          <p className="mt-2 text-navy-800">{intro}</p>
        </div>
        {children}
      </section>
    </div>
  );
}

/**
 * A code to type: a TOTP code (`oneTime`: digits, and the browser may offer the one it received)
 * or a recovery code. A refused code is said in the form's alert; the field is marked invalid.
 */
export function CodeField({
  name,
  idPrefix,
  label,
  hint,
  invalid = false,
  oneTime = false,
}: {
  name: string;
  idPrefix: string;
  label: string;
  hint?: string;
  invalid?: boolean;
  oneTime?: boolean;
}) {
  return (
    <Field name={name} idPrefix={idPrefix} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          aria-invalid={invalid || undefined}
          type="text"
          required
          spellCheck={false}
          autoCapitalize="off"
          autoComplete={oneTime ? "one-time-code" : "off"}
          inputMode={oneTime ? "numeric" : "text"}
          pattern={oneTime ? "[0-9 ]{6,7}" : undefined}
          maxLength={oneTime ? 7 : 20}
          className={`${controlClass} font-mono tracking-widest`}
        />
      )}
    </Field>
  );
}
