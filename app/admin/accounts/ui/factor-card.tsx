import type { ReactNode } from "react";
import { Form } from "react-router";
import { Island } from "~/platform/islands/island";
import { backOfficePath } from "~/platform/navigation/back-office";
import { buttonClass } from "~/platform/ui/button";
import { FormAlert, HiddenFields, InputField } from "../../shell/ui/form-field";
import { AccountCard } from "./account-card";
import { PasskeyButton, type PasskeyButtonProps } from "./passkey-button";

/** The card of the sign-in's second step and of the confirmation: its forms one under another. */
export function FactorCard({
  area,
  title,
  intro,
  alert,
  children,
}: {
  area: string;
  title: string;
  intro: string;
  /** A refused code or password, said above the forms. */
  alert?: string;
  children: ReactNode;
}) {
  return (
    <AccountCard area={area} title={title} intro={intro}>
      <div className="mt-6 space-y-6">
        {alert && <FormAlert tone="error">{alert}</FormAlert>}
        {children}
      </div>
    </AccountCard>
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
    <InputField
      name={name}
      idPrefix={idPrefix}
      label={label}
      hint={hint}
      aria-invalid={invalid || undefined}
      type="text"
      required
      spellCheck={false}
      autoCapitalize="off"
      autoComplete={oneTime ? "one-time-code" : "off"}
      inputMode={oneTime ? "numeric" : "text"}
      pattern={oneTime ? "[0-9 ]{6,7}" : undefined}
      maxLength={oneTime ? 7 : 20}
      inputClass="font-mono tracking-widest"
    />
  );
}

/** A code's form on the sign-in's second step and the confirmation: intent, target, field, button. */
export function CodeForm({
  intent,
  redirectTo,
  label,
  hint,
  intro,
  submit,
  invalid,
  primary = false,
  className = "space-y-4",
  heading,
}: {
  intent: "totp" | "recovery";
  redirectTo: string;
  label: string;
  hint?: string;
  intro?: string;
  submit: string;
  invalid: boolean;
  /** The page's first way: the filled button. */
  primary?: boolean;
  className?: string;
  heading?: string;
}) {
  return (
    <Form method="post" className={className}>
      {heading && <h2 className="text-lg font-bold text-navy-900">{heading}</h2>}
      {intro && <p className="text-sm text-navy-800">{intro}</p>}
      <HiddenFields values={{ intent, redirectTo }} />
      <CodeField
        name="code"
        idPrefix={intent}
        label={label}
        hint={hint}
        invalid={invalid}
        oneTime={intent === "totp"}
      />
      <button
        type="submit"
        className={primary ? buttonClass("secondary", "md", "w-full") : buttonClass("outline")}
      >
        {submit}
      </button>
    </Form>
  );
}

/** A recovery code, folded away under its summary (opened when the last one was refused). */
export function RecoveryCodeForm({
  title,
  ...form
}: { title: string } & Omit<Parameters<typeof CodeForm>[0], "intent" | "className">) {
  return (
    <details className="rounded-md border border-mist-200 p-4" open={form.invalid}>
      <summary className="cursor-pointer font-semibold text-navy-900">{title}</summary>
      <CodeForm intent="recovery" className="mt-3 space-y-4" {...form} />
    </details>
  );
}

/**
 * The passkey's part of the sign-in's second step and of the confirmation: its heading, a line
 * of help, the island's button (labelled with the passkey texts' `use`), and what to say where
 * it cannot run (`children`).
 */
export function PasskeySection({
  id,
  title,
  intro,
  children,
  ...passkey
}: {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  texts: PasskeyButtonProps["texts"] & { use: string };
} & Omit<PasskeyButtonProps, "api" | "label" | "texts">) {
  const button = {
    ...passkey,
    api: backOfficePath("/api/passkeys/authenticate"),
    label: passkey.texts.use,
  };
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {intro && <p className="text-sm text-navy-800">{intro}</p>}
      <Island name="passkey-button" component={PasskeyButton} props={button} />
      {children}
    </section>
  );
}
