import { company } from "~/platform/content/company";
import { fill } from "~/platform/i18n/format";
import type frCareers from "~/platform/i18n/messages/fr/careers.server";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import { HoneypotField } from "~/site/ui/honeypot-field";
import { PrivacyLink } from "~/site/ui/privacy-link";
import {
  APPLICATION_FILES_FIELD,
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_LIMITS,
  APPLICATION_POST_FIELD,
  APPLICATION_SERVED_FIELD,
  applicationAccept,
} from "../application-limits";
import type { ApplicationFormState } from "../application-submission.server";

type FormTexts = (typeof frCareers)["form"];

const controlClass = (invalid: boolean) =>
  cn(
    "block w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm focus:border-steel-700 focus:ring-2 focus:ring-steel-700/30 focus:outline-none",
    invalid ? "border-danger-700" : "border-mist-200",
  );

function Note({ id, text, tone }: { id: string; text?: string; tone: "hint" | "error" | "note" }) {
  if (!text) return null;
  const toneClass = {
    hint: "text-ink-600",
    error: "font-medium text-danger-700",
    note: "font-medium text-navy-900",
  }[tone];
  return (
    <p id={id} className={cn("mt-1 text-sm", toneClass)}>
      {text}
    </p>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

/**
 * The application form, plain HTML (no JavaScript): posted as multipart to the page it is on,
 * read by the contact form's streaming reader. A refusal renders the page again with what was
 * typed (files excepted: a browser never refills a file input, the form says so).
 */
export function ApplicationForm({
  t,
  action,
  postId,
  state,
  retention,
  served,
}: {
  t: FormTexts;
  /** The page that receives the form: this post's, or the spontaneous application's. */
  action: string;
  postId: number | null;
  state: ApplicationFormState | null;
  retention: string;
  served: number;
}) {
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const error = (name: keyof typeof errors) => {
    const code = errors[name];
    return code ? t.errors[code] : undefined;
  };
  const filesError = state?.files
    ? fill(t.errors[state.files.error], { file: state.files.file ?? "" })
    : undefined;
  const general = state?.failure ? t.errors[state.failure] : undefined;
  const text = (
    name: "name" | "email" | "phone",
    type: "text" | "email" | "tel",
    autoComplete: string,
    required: boolean,
  ) => {
    const id = `application-${name}`;
    const message = error(name);
    return (
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
          {t[name]}
          {required && <RequiredMark label={t.required} />}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={APPLICATION_LIMITS[name]}
          defaultValue={values[name] ?? ""}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message && `${id}-error`)}
          className={controlClass(!!message)}
        />
        <Note id={`${id}-error`} text={message} tone="error" />
      </div>
    );
  };
  const messageError = error("message");
  const consentError = error("consent");
  return (
    <form
      method="post"
      // Back to the form after the post: a refusal is read where it is, without JavaScript.
      action={`${action}#postuler`}
      encType="multipart/form-data"
      className="grid gap-5 sm:grid-cols-2"
    >
      {(state?.errors || state?.files || general) && (
        <div
          role="alert"
          className="rounded-md border border-danger-700 bg-white px-4 py-3 text-sm font-medium text-danger-700 sm:col-span-2"
        >
          <p>{general ?? t.errorSummary}</p>
        </div>
      )}
      {/* Text fields first: the reader checks them before it reads the first file byte. */}
      <input type="hidden" name={APPLICATION_POST_FIELD} value={postId ?? ""} />
      <input type="hidden" name={APPLICATION_SERVED_FIELD} value={served} />
      {text("name", "text", "name", true)}
      {text("email", "email", "email", true)}
      {text("phone", "tel", "tel", false)}
      <div className="sm:col-span-2">
        <label
          htmlFor="application-message"
          className="mb-1.5 block text-sm font-semibold text-ink-900"
        >
          {t.message}
          <RequiredMark label={t.required} />
        </label>
        <textarea
          id="application-message"
          name="message"
          rows={6}
          required
          maxLength={APPLICATION_LIMITS.message}
          defaultValue={values.message ?? ""}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy(
            "application-message-hint",
            messageError && "application-message-error",
          )}
          className={cn(controlClass(!!messageError), "min-h-[120px] resize-y")}
        />
        <Note id="application-message-hint" text={t.messageHint} tone="hint" />
        <Note id="application-message-error" text={messageError} tone="error" />
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="application-consent"
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent === "on"}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={describedBy(consentError && "application-consent-error")}
            className="mt-1 size-5 shrink-0 accent-steel-700"
          />
          <label htmlFor="application-consent" className="text-sm text-ink-900">
            {fill(t.consent, { retention, company: company.shortName })}{" "}
            <PrivacyLink>{t.privacy}</PrivacyLink>
          </label>
        </div>
        <Note id="application-consent-error" text={consentError} tone="error" />
      </div>
      <div className="sm:col-span-2">
        <label
          htmlFor="application-files"
          className="mb-1.5 block text-sm font-semibold text-ink-900"
        >
          {t.files}
        </label>
        <input
          id="application-files"
          name={APPLICATION_FILES_FIELD}
          type="file"
          multiple
          accept={applicationAccept}
          aria-invalid={filesError ? true : undefined}
          aria-describedby={describedBy(
            "application-files-hint",
            filesError && "application-files-error",
            !!state && "application-files-again",
          )}
          className={cn(
            "block w-full rounded-md border bg-white text-base text-ink-900 file:mr-3 file:border-0 file:border-r file:border-mist-200 file:bg-mist-50 file:px-3.5 file:py-2.5 file:font-semibold file:text-navy-900 focus:border-steel-700 focus:ring-2 focus:ring-steel-700/30 focus:outline-none",
            filesError ? "border-danger-700" : "border-mist-200",
          )}
        />
        <Note id="application-files-hint" text={t.filesHint} tone="hint" />
        <Note id="application-files-error" text={filesError} tone="error" />
        <Note id="application-files-again" text={state ? t.filesAgain : undefined} tone="note" />
      </div>
      <HoneypotField name={APPLICATION_HONEYPOT_FIELD} label={t.honeypot} />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          {t.submit}
        </button>
      </div>
    </form>
  );
}

function RequiredMark({ label }: { label: string }) {
  return (
    <span className="text-danger-700">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({label})</span>
    </span>
  );
}
