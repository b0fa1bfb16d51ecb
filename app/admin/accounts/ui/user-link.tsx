import { FormAlert } from "../../shell/ui/form-field";
import { CopyField, ShownOnce } from "../../shell/ui/shown-once";

/** A single-use link that could not be e-mailed, shown once for the administrator to pass on. */
export interface ShownLink {
  title: string;
  /** Why it was not sent (no e-mail server, no address, sending failed). */
  why: string;
  /** "Give this link to X yourself; it works once, for 72 h." */
  instruction: string;
  label: string;
  hint: string;
  link: string;
}

/** Sent by e-mail (a sentence), or the link itself in a read-only field, easy to select and copy. */
export function UserLinkNotice({ sent, shown }: { sent?: string; shown?: ShownLink }) {
  if (sent) return <FormAlert tone="success">{sent}</FormAlert>;
  if (!shown) return null;
  return (
    <ShownOnce id="shown-link-title" title={shown.title}>
      <p className="text-navy-800">{shown.why}</p>
      <p className="font-semibold">{shown.instruction}</p>
      <CopyField
        id="shown-link"
        label={shown.label}
        value={shown.link}
        hint={shown.hint}
        rows={3}
      />
    </ShownOnce>
  );
}
