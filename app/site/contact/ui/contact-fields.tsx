import { fileSizeText } from "~/platform/i18n/format";
import type { Lang } from "~/platform/i18n/lang";
import {
  ATTACHMENT_LIMITS,
  ATTACHMENTS_FIELD,
  type AttachmentError,
  attachmentAccept,
  kindOfName,
} from "~/site/contact/attachment-limits";
import {
  CONTACT_LIMITS,
  type ContactFieldSpec,
  type ContactFormField,
  isRequired,
} from "~/site/contact/contact-limits";
import type frContact from "~/site/contact/texts/fr.server";
import { cn } from "../../../platform/ui/cn";

/** The texts the form shows, sent to the browser with the island. */
export type ContactTexts = Pick<typeof frContact, "form" | "errors" | "toast" | "success">;
/** Why the files were not taken, and which one when it is one file's content. */
export type FilesProblem = { error: AttachmentError; file?: string };

/** The refusal a selection of files gets before anything is sent; undefined when it may go. */
export function checkFiles(files: File[]): FilesProblem | undefined {
  if (files.length > ATTACHMENT_LIMITS.files) return { error: "tooMany" };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > ATTACHMENT_LIMITS.totalBytes) return { error: "tooLarge" };
  const odd = files.find((file) => !kindOfName(file.name));
  return odd ? { error: "type", file: odd.name } : undefined;
}

/** The file picker: the limits in its hint, the chosen files listed, a refusal said beside it. */
export function FilesField({
  t,
  lang,
  error,
  again,
  chosen,
  autoFocus,
  onChange,
}: {
  t: ContactTexts;
  lang: Lang;
  error?: string;
  again?: string;
  chosen: File[];
  autoFocus: boolean;
  onChange: (files: File[]) => void;
}) {
  const id = "contact-attachments";
  const describedBy = [`${id}-hint`, error && `${id}-error`, again && `${id}-again`]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
        {t.form.attachments}
      </label>
      <input
        id={id}
        type="file"
        name={ATTACHMENTS_FIELD}
        multiple
        accept={attachmentAccept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noAutofocus: the page answering the visitor's own post without JavaScript.
        autoFocus={autoFocus}
        onChange={(event) => onChange([...(event.currentTarget.files ?? [])])}
        className={cn(
          "block w-full rounded-md border bg-white text-base text-ink-900 file:mr-3 file:border-0 file:border-r file:border-mist-200 file:bg-mist-50 file:px-3.5 file:py-2.5 file:font-semibold file:text-navy-900 focus:border-steel-700 focus:ring-2 focus:ring-steel-700/30 focus:outline-none",
          error ? "border-danger-700" : "border-mist-200",
        )}
      />
      <FieldNote id={`${id}-hint`} text={t.form.attachmentsHint} tone="hint" />
      {chosen.length > 0 && (
        <div className="mt-2 text-sm text-ink-700">
          <p className="font-medium">{t.form.attachmentsChosen}</p>
          <ul className="mt-1 space-y-0.5">
            {chosen.map((file) => (
              <li key={`${file.name}-${file.size}`} className="break-all">
                {file.name} <span className="text-ink-600">({fileSizeText(file.size, lang)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FieldNote id={`${id}-error`} text={error} tone="error" />
      <FieldNote id={`${id}-again`} text={again} tone="note" />
    </div>
  );
}

const noteTone = {
  hint: "text-ink-600",
  error: "font-medium text-danger-700",
  note: "font-medium text-navy-900",
} as const;

/** A line under a field, tied to it by its id (aria-describedby); nothing when there is no text. */
function FieldNote({
  id,
  text,
  tone,
}: {
  id: string;
  text: string | undefined;
  tone: keyof typeof noteTone;
}) {
  return text ? (
    <p id={id} className={cn("mt-1 text-sm", noteTone[tone])}>
      {text}
    </p>
  ) : null;
}

/** A labelled input or text area, its hint and its error tied to it for screen readers. */
export function Field({
  name,
  label,
  type = "text",
  required = false,
  multiline = false,
  hint,
  error,
  requiredLabel,
  ...rest
}: {
  name: ContactFormField;
  label: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  error?: string;
  requiredLabel: string;
  autoComplete?: string;
  placeholder?: string;
  defaultValue?: string;
  autoFocus?: boolean;
}) {
  const id = `contact-${name}`;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    maxLength: CONTACT_LIMITS[name],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: cn(
      "block w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-600/70 focus:border-steel-700 focus:ring-2 focus:ring-steel-700/30 focus:outline-none",
      error ? "border-danger-700" : "border-mist-200",
    ),
    ...rest,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
        {label}
        {required && (
          <span className="text-danger-700">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({requiredLabel})</span>
          </span>
        )}
      </label>
      {multiline ? (
        <textarea rows={6} {...common} className={cn(common.className, "min-h-[120px] resize-y")} />
      ) : (
        <input type={type} {...common} />
      )}
      <FieldNote id={`${id}-hint`} text={hint} tone="hint" />
      <FieldNote id={`${id}-error`} text={error} tone="error" />
    </div>
  );
}

/**
 * A field of the contact form as its table entry says (app/site/contact/contact-limits.ts): its
 * label from the dictionary (`form.<name>`), its hint (`form.<name>Hint`) and placeholder
 * (`form.<name>Placeholder`) where the dictionary has them; the message takes the whole width.
 */
export function ContactField({
  field,
  t,
  error,
  defaultValue,
  autoFocus,
}: {
  field: ContactFieldSpec;
  t: ContactTexts;
  error?: string;
  defaultValue?: string;
  autoFocus: boolean;
}) {
  // Hints and placeholders are optional: a field has one where its dictionary names it.
  const form: Partial<Record<string, string>> = t.form;
  const multiline = field.kind === "message";
  const input = (
    <Field
      name={field.name}
      label={t.form[field.name]}
      type={field.kind === "email" ? "email" : field.kind === "phone" ? "tel" : "text"}
      multiline={multiline}
      required={isRequired(field.kind)}
      hint={form[`${field.name}Hint`]}
      placeholder={form[`${field.name}Placeholder`]}
      autoComplete={"autoComplete" in field ? field.autoComplete : undefined}
      error={error}
      defaultValue={defaultValue}
      autoFocus={autoFocus}
      requiredLabel={t.form.required}
    />
  );
  return multiline ? <div className="sm:col-span-2">{input}</div> : input;
}
