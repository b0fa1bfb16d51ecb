import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  TextareaHTMLAttributes,
} from "react";
import { Form, Link } from "react-router";
import { type ButtonVariant, buttonClass } from "~/platform/ui/button";
import { controlClass, Field, type FieldFrame, focusRing, linkClass } from "./field";

export {
  controlClass,
  Field,
  type FieldControl,
  FieldSet,
  fileButtonClass,
  focusRing,
  focusRingOnDark,
  linkClass,
} from "./field";

/** A tick box of a back-office form, its label beside it and its hint under both. */
export function TickBox({
  name,
  idPrefix = "field",
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  idPrefix?: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  const hintId = `${idPrefix}-${name}-hint`;
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 font-semibold text-navy-900">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={hintId}
          className={`size-5 ${focusRing}`}
        />
        {label}
      </label>
      <p id={hintId} className="text-sm text-navy-800">
        {hint}
      </p>
    </div>
  );
}

/** The options of a select; `any` first, with the empty value, where the choice may stay open. */
export function Options({
  options,
  any,
}: {
  options: { value: string | number; label: string }[];
  any?: string;
}) {
  return (
    <>
      {any !== undefined && <option value="">{any}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A labelled select of choices; `any` first, with the empty value, where the choice may stay open. */
export function SelectField({
  options,
  any,
  defaultValue,
  required,
  ...frame
}: FieldFrame & {
  options: { value: string | number; label: string }[];
  any?: string;
  defaultValue?: string;
  required?: boolean;
}) {
  return (
    <Field {...frame}>
      {(control) => (
        <select
          {...control}
          required={required}
          defaultValue={defaultValue}
          className={controlClass}
        >
          <Options options={options} any={any} />
        </select>
      )}
    </Field>
  );
}

/** A control's own props beside its frame's: `inputClass` adds to the controls' class. */
type FramedControl<Attributes> = FieldFrame & { inputClass?: string } & Omit<
    Attributes,
    "id" | "name" | "className"
  >;

/** A labelled input (text, date, file...): the frame's props as a Field's, the rest as the input's. */
export const InputField = (props: FramedControl<InputHTMLAttributes<HTMLInputElement>>) =>
  framedControl("input", props);

/** A labelled textarea, as InputField. */
export const TextAreaField = (props: FramedControl<TextareaHTMLAttributes<HTMLTextAreaElement>>) =>
  framedControl("textarea", props);

function framedControl<Attributes>(
  Control: "input" | "textarea",
  {
    name,
    idPrefix,
    label,
    hint,
    hintAfter,
    error,
    className,
    inputClass,
    ...own
  }: FramedControl<Attributes>,
) {
  return (
    <Field {...{ name, idPrefix, label, hint, hintAfter, error, className }}>
      {(control) => (
        <Control
          {...control}
          {...own}
          className={inputClass ? `${controlClass} ${inputClass}` : controlClass}
        />
      )}
    </Field>
  );
}

/** A labelled input of the sign-in and account forms, required unless it says otherwise. */
export function FormField({
  type = "text",
  required = true,
  ...field
}: {
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  return <InputField {...field} type={type} required={required} />;
}

/** A form's submit button, in one of the buttons' looks with the back office's focus ring. */
export function SubmitButton({
  variant = "primary",
  ...button
}: { variant?: ButtonVariant } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "className"
>) {
  return <button type="submit" className={buttonClass(variant, "md", focusRing)} {...button} />;
}

/** A message at the top of a form, read out when the page loads with it. */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          : "rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
      }
    >
      {children}
    </p>
  );
}

/** The hidden values a form posts beside its controls, in the order given. */
export function HiddenFields({ values }: { values: Record<string, string | number> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * A form of one button that posts an `intent` (and hidden values) to the page or to `action`;
 * `children`, such as the outcome of the last post, come before the button.
 */
export function IntentForm({
  intent,
  hidden = {},
  action,
  label,
  variant = "outline",
  className = "mt-4",
  children,
}: {
  intent: string;
  hidden?: Record<string, string>;
  action?: string;
  label: string;
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className}>
      {children}
      <HiddenFields values={{ intent, ...hidden }} />
      <button type="submit" className={buttonClass(variant)}>
        {label}
      </button>
    </Form>
  );
}

/** A link on a line of its own (back to a list, on to the full log). */
export function LinkLine({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: string;
}) {
  return (
    <p className={className}>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/** An editing page whose item is gone (deleted meanwhile, or a wrong address): its title and the way back. */
export function MissingItem({
  title,
  back,
  backText,
}: {
  title: string;
  back: string;
  backText: string;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <LinkLine to={back}>{backText}</LinkLine>
    </div>
  );
}
