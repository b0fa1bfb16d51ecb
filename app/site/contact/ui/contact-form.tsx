import { CheckCircle2 as LucideCheckCircle2, Loader2 as LucideLoader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fill } from "~/platform/i18n/format";
import type { Lang } from "~/platform/i18n/lang";
import { slim } from "~/platform/ui/slim-icon";
import { ApiError, apiRequest, throwIfResNotOk } from "~/site/blog/api-client";
import { ATTACHMENTS_FIELD } from "~/site/contact/attachment-limits";
import {
  CHALLENGE_FIELD,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactErrorCode,
  type ContactFormField,
  contactFields,
  HONEYPOT_FIELD,
} from "~/site/contact/contact-limits";
import { HoneypotField } from "~/site/ui/honeypot-field";
import { PrivacyLink } from "~/site/ui/privacy-link";
import { buttonClass } from "../../../platform/ui/button";
import {
  ContactField,
  type ContactTexts,
  checkFiles,
  FilesField,
  type FilesProblem,
} from "./contact-fields";

export type { ContactTexts, FilesProblem };

import { toast } from "../../../platform/ui/toast-store";
import { bringIntoView, loadProof, loadSchema, visitSource, warmUp } from "./contact-form-browser";

// An island: its icons are wrapped here, so that its bundle carries only these (app/platform/ui/slim-icon.ts).
const CheckCircle2 = slim(LucideCheckCircle2);
const Loader2 = slim(LucideLoader2);

export type FieldErrors = Partial<Record<ContactFormField, ContactErrorCode>>;
export type FormValues = Partial<Record<ContactFormField | "from" | "ref", string>>;

/** What the server said to a form posted without JavaScript. */
export type ServerOutcome =
  | { status: "success"; filesRefused?: boolean; source?: Pick<FormValues, "from" | "ref"> }
  | { status: "invalid"; fields: FieldErrors; values: FormValues; attachments?: FilesProblem }
  | {
      status: "failed";
      reason: "rateLimited" | "busy" | "unavailable" | "error";
      values: FormValues;
    };

type Phase = "idle" | "submitting" | "success";

// Without JavaScript, the post's answer opens at the confirmation, its own fragment (the
// browser scrolls it below the header); on errors the fragment matches nothing, and autofocus
// takes the first invalid field (autofocus only works where no fragment matches).
const SENT_ID = "contact-sent";
const FORM_ID = "contact-form";

/**
 * What to bring into view and focus once the render that shows it is on screen: the
 * confirmation, or a field (with the error summary above it). A new object each time.
 */
type Reveal = { to: "success" | "files" | ContactFormField };

/**
 * Posts JSON to /api/contact when JavaScript runs; without it, the same form posts to the
 * page's action. Values are kept on every failure; success is only shown once stored.
 */
export function ContactForm({
  t,
  lang,
  outcome,
}: {
  t: ContactTexts;
  lang: Lang;
  outcome?: ServerOutcome;
}) {
  const [phase, setPhase] = useState<Phase>(outcome?.status === "success" ? "success" : "idle");
  // Stored without its files: the day's file budget was spent (the panel says so).
  const [filesRefused, setFilesRefused] = useState(
    outcome?.status === "success" && outcome.filesRefused === true,
  );
  const [errors, setErrors] = useState<FieldErrors>(
    outcome?.status === "invalid" ? outcome.fields : {},
  );
  const [hydrated, setHydrated] = useState(false);
  const [filesProblem, setFilesProblem] = useState<FilesProblem | undefined>(
    outcome?.status === "invalid" ? outcome.attachments : undefined,
  );
  const [chosen, setChosen] = useState<File[]>([]);
  const [source, setSource] = useState({ from: "", ref: "" });
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const defaults: FormValues = outcome && outcome.status !== "success" ? outcome.values : {};
  useEffect(() => {
    setHydrated(true);
    setSource(visitSource());
    // Hydrated on the visitor's first interaction (app/platform/islands/loader-script.ts): the focus that
    // started it, and files picked meanwhile, happened before this form listened.
    const form = formRef.current;
    if (form?.contains(document.activeElement)) warmUp();
    const picker = form?.querySelector<HTMLInputElement>(`input[name="${ATTACHMENTS_FIELD}"]`);
    const picked = [...(picker?.files ?? [])];
    if (picked.length > 0) {
      setChosen(picked);
      setFilesProblem(checkFiles(picked));
    }
  }, []);

  // State, not a ref: the effect runs after the very render that shows what it reveals.
  useEffect(() => {
    if (reveal?.to === "success") {
      panelRef.current?.querySelector("h3")?.focus({ preventScroll: true });
      if (panelRef.current) bringIntoView(panelRef.current);
      return;
    }
    const form = formRef.current;
    const name = reveal?.to === "files" ? ATTACHMENTS_FIELD : reveal?.to;
    const field = name && form?.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!field) return;
    field.focus({ preventScroll: true });
    bringIntoView(form?.querySelector("[role=alert]") ?? field, field.parentElement ?? field);
  }, [reveal]);

  /** Field errors shown, the first invalid field focused below the error summary. */
  const showErrors = (fields: FieldErrors, files?: FilesProblem) => {
    setErrors(fields);
    setFilesProblem(files);
    const first = CONTACT_FIELDS.find((field) => fields[field]);
    if (first) setReveal({ to: first });
    else if (files) setReveal({ to: "files" });
  };

  const filesMessage = (problem: FilesProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    const texts = {
      tooMany: t.errors.filesTooMany,
      tooLarge: t.errors.filesTooLarge,
      type: fill(t.errors.filesType, { file: problem.file ?? "" }),
      malformed: t.errors.filesMalformed,
    };
    return texts[problem.error];
  };

  const messageFor = (field: ContactFormField): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    if (code === "tooLong") return fill(t.errors.tooLong, { max: CONTACT_LIMITS[field] });
    return t.errors[code === "language" ? "required" : code];
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === "submitting") return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    const payload: Record<string, string> = {
      name: text("name"),
      company: text("company"),
      email: text("email"),
      phone: text("phone"),
      message: text("message"),
      language: lang,
    };
    if (text(HONEYPOT_FIELD)) payload[HONEYPOT_FIELD] = text(HONEYPOT_FIELD);
    const files = data
      .getAll(ATTACHMENTS_FIELD)
      .filter((file): file is File => file instanceof File && (file.name !== "" || file.size > 0));

    const { contactSchema, contactFieldErrors } = await loadSchema();
    const checked = contactSchema.safeParse(payload);
    const filesChecked = checkFiles(files);
    if (!checked.success || filesChecked) {
      showErrors(
        checked.success ? {} : (contactFieldErrors(checked.error) as FieldErrors),
        filesChecked,
      );
      return;
    }

    setErrors({});
    setFilesProblem(undefined);
    setPhase("submitting");
    try {
      const proof = await loadProof();
      // Solved while the visitor typed; sent without it if it cannot be had (then held, not lost).
      const altcha = await proof.proofOfWork();
      if (altcha) payload[CHALLENGE_FIELD] = altcha;
      if (source.from) payload.from = source.from;
      if (source.ref) payload.ref = source.ref;
      if (files.length === 0) {
        await apiRequest("POST", "/api/contact", payload);
      } else {
        // Multipart, the text fields first, so a refusal still has them (as without JavaScript).
        const body = new FormData();
        for (const [key, value] of Object.entries(payload)) body.append(key, value);
        for (const file of files) body.append(ATTACHMENTS_FIELD, file);
        const res = await fetch("/api/contact", { method: "POST", body, credentials: "include" });
        await throwIfResNotOk(res);
        const answer = (await res.json().catch(() => undefined)) as
          | { attachments?: { error?: string } }
          | undefined;
        setFilesRefused(answer?.attachments?.error === "budget");
      }
      proof.forgetProofOfWork();
      form.reset();
      setChosen([]);
      setPhase("success");
      setReveal({ to: "success" });
      toast({ title: t.toast.successTitle, description: t.toast.success });
    } catch (error) {
      console.error("Contact form submission failed:", error);
      setPhase("idle");
      const status = error instanceof ApiError ? error.status : undefined;
      const body =
        error instanceof ApiError && (status === 400 || status === 413)
          ? error.json<{ fields?: FieldErrors; attachments?: FilesProblem }>()
          : undefined;
      const files = status === 413 ? { error: "tooLarge" as const } : body?.attachments;
      if (body?.fields || files) showErrors(body?.fields ?? {}, files);
      const busy =
        status === 503 &&
        error instanceof ApiError &&
        error.json<{ error?: string }>()?.error === "uploads_busy";
      const description =
        status === 429
          ? t.toast.rateLimited
          : busy
            ? t.toast.busy
            : status === 503
              ? t.toast.unavailable
              : (filesMessage(files) ?? t.toast.error);
      toast({ title: t.toast.errorTitle, description, variant: "destructive" });
    }
  };

  if (phase === "success") {
    return (
      <div
        ref={panelRef}
        id={SENT_ID}
        role="status"
        className="rounded-xl border-2 border-success-700 bg-green-100 p-8 text-center"
        data-testid="contact-success"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
        {/* Focused by the effect above once shown. */}
        <h3 tabIndex={-1} className="mt-4 text-xl font-bold text-green-900">
          {t.success.title}
        </h3>
        <p className="mt-2 text-green-900">{t.success.text}</p>
        {filesRefused && (
          <p className="mt-2 font-medium text-green-900">{t.success.filesRefused}</p>
        )}
        {/* A GET form, so that without JavaScript the button also brings back an empty form. */}
        <form
          method="get"
          action={`#${FORM_ID}`}
          onSubmit={(event) => {
            event.preventDefault();
            setPhase("idle");
            setFilesRefused(false);
            setReveal({ to: "name" });
          }}
        >
          {/* A GET form replaces the query: the next request keeps the page the visitor came from. */}
          {outcome?.status === "success" &&
            (["from", "ref"] as const).map((name) =>
              outcome.source?.[name] ? (
                <input key={name} type="hidden" name={name} value={outcome.source[name]} />
              ) : null,
            )}
          <button type="submit" className={buttonClass("secondary", "md", "mt-6")}>
            {t.success.again}
          </button>
        </form>
      </div>
    );
  }

  const serverFailure =
    outcome?.status === "failed"
      ? t.toast[outcome.reason === "error" ? "error" : outcome.reason]
      : null;
  // The page a post without JavaScript gets focuses what needs attention, as onSubmit does.
  const focusOnLoad =
    outcome?.status === "invalid" ? CONTACT_FIELDS.find((field) => outcome.fields[field]) : null;
  const focusFilesOnLoad = outcome?.status === "invalid" && !focusOnLoad && !!outcome.attachments;
  const hasErrors = Object.keys(errors).length > 0 || filesProblem !== undefined;
  const filesError = filesMessage(filesProblem);
  // A page answering a post without JavaScript cannot give the files back: the visitor is told.
  const filesAgain = !hydrated && outcome?.status === "invalid";
  const submitting = phase === "submitting";

  return (
    <form
      ref={formRef}
      id={FORM_ID}
      method="post"
      action={`#${SENT_ID}`}
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={warmUp}
      aria-describedby="contact-form-intro"
      className="space-y-5"
    >
      <p id="contact-form-intro" className="text-sm text-ink-600">
        {t.form.intro}
      </p>
      {(hasErrors || serverFailure) && (
        <p
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page answering the visitor's own post without JavaScript.
          autoFocus={serverFailure !== null}
          className="rounded-md border border-danger-700/30 bg-red-50 p-3 text-sm font-medium text-danger-700"
        >
          {serverFailure ?? t.errors.summary}
        </p>
      )}
      <input type="hidden" name="language" value={lang} />
      {/* Where the visitor came from: the page's address, filled in the browser (decision 028). */}
      <input type="hidden" name="from" value={source.from || defaults.from || ""} />
      <input type="hidden" name="ref" value={source.ref || defaults.ref || ""} />
      <div className="grid gap-5 sm:grid-cols-2">
        {contactFields.map((field) => (
          <ContactField
            key={field.name}
            field={field}
            t={t}
            error={messageFor(field.name)}
            defaultValue={defaults[field.name]}
            autoFocus={focusOnLoad === field.name}
          />
        ))}
      </div>
      <FilesField
        t={t}
        lang={lang}
        error={filesError}
        again={filesAgain ? t.errors.filesAgain : undefined}
        chosen={chosen}
        autoFocus={focusFilesOnLoad}
        onChange={(files) => {
          setChosen(files);
          setFilesProblem(checkFiles(files));
        }}
      />
      <HoneypotField name={HONEYPOT_FIELD} label={t.form.honeypot} />
      <p className="text-sm text-ink-600">
        {t.form.privacy} <PrivacyLink>{t.form.privacyLink}</PrivacyLink>
      </p>
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass("primary", "lg", "w-full sm:w-auto")}
      >
        {submitting && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
        {submitting ? t.form.submitting : t.form.submit}
      </button>
    </form>
  );
}
