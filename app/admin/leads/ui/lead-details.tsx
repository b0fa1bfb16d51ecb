import { Form } from "react-router";
import { AdminSection, Facts } from "~/admin/shell/ui/admin-section";
import {
  FormAlert,
  focusRing,
  linkClass,
  SelectField,
  TextAreaField,
} from "~/admin/shell/ui/form-field";
import { buttonClass } from "~/platform/ui/button";
import type { ContactFieldKind } from "~/site/contact/contact-limits";

/** A field of the contact form on the lead page (app/site/contact/contact-limits.ts's table). */
export interface LeadDetail {
  name: string;
  kind: ContactFieldKind;
  label: string;
  value: string | null;
  /** mailto: for the address, tel: for a phone number that can be called. */
  link: string | undefined;
}

const valueClass: Record<ContactFieldKind, string | undefined> = {
  text: "break-words",
  optional: "break-words",
  email: "break-all",
  phone: undefined,
  message: "whitespace-pre-wrap break-words",
};

/** What the visitor sent: the form's fields of one line, the form's language, then the message. */
export function LeadDetails({
  t,
  lead: { at, language, details, reply },
  children,
}: {
  t: { detailsTitle: string; received: string; language: string; noValue: string; reply: string };
  /** The request as its page has it: when it came, in which language, its fields, the reply link. */
  lead: { at: string; language: string; details: LeadDetail[]; reply: string };
  children?: React.ReactNode;
}) {
  const fact = (detail: LeadDetail): [string, React.ReactNode, string?] => [
    detail.label,
    detail.value && detail.link ? (
      <a key={detail.name} href={detail.link} className={linkClass}>
        {detail.value}
      </a>
    ) : (
      (detail.value ?? t.noValue)
    ),
    valueClass[detail.kind],
  ];
  const long = (detail: LeadDetail) => detail.kind === "message";
  return (
    <AdminSection id="lead-details" title={t.detailsTitle}>
      <Facts
        className="mt-4"
        items={[
          [t.received, at],
          ...details.filter((detail) => !long(detail)).map(fact),
          [t.language, language],
          ...details.filter(long).map(fact),
        ]}
      />
      <div className="mt-5 flex flex-wrap items-start gap-3">
        <a href={reply} className={buttonClass("primary", "md", focusRing)}>
          {t.reply}
        </a>
        {children}
      </div>
    </AdminSection>
  );
}

/** The team's follow-up: status and internal note, what was typed kept on a refusal. */
export function LeadFollowForm({
  t,
  statuses,
  noteMax,
  status,
  note,
  outcome,
  statusError,
  noteError,
}: {
  t: {
    saved: string;
    saveFailed: string;
    status: string;
    note: string;
    noteHint: string;
    save: string;
  };
  statuses: { value: string; label: string }[];
  noteMax: number;
  status: string;
  note: string;
  outcome: "saved" | "failed" | undefined;
  statusError: string | undefined;
  noteError: string | undefined;
}) {
  return (
    <Form method="post" className="mt-4 max-w-2xl space-y-4" data-leave-warning="">
      {outcome === "saved" && <FormAlert tone="success">{t.saved}</FormAlert>}
      {outcome === "failed" && <FormAlert tone="error">{t.saveFailed}</FormAlert>}
      <input type="hidden" name="intent" value="save" />
      <SelectField
        name="status"
        idPrefix="lead"
        label={t.status}
        error={statusError}
        className="sm:max-w-xs"
        options={statuses}
        defaultValue={status}
      />
      <TextAreaField
        name="note"
        idPrefix="lead"
        label={t.note}
        hint={t.noteHint}
        hintAfter
        error={noteError}
        rows={5}
        defaultValue={note}
        maxLength={noteMax}
      />
      <button type="submit" className={buttonClass("secondary")}>
        {t.save}
      </button>
    </Form>
  );
}
