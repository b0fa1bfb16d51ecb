import { FormAlert } from "../../shell/ui/form-field";

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
    <section
      aria-labelledby="shown-link-title"
      className="space-y-3 rounded-2xl border-2 border-steel-700 bg-white p-5"
    >
      <h2 id="shown-link-title" className="text-xl font-bold text-navy-900">
        {shown.title}
      </h2>
      <p className="text-navy-800">{shown.why}</p>
      <p className="font-semibold text-navy-900">{shown.instruction}</p>
      <label htmlFor="shown-link" className="block text-sm font-semibold text-navy-900">
        {shown.label}
      </label>
      <textarea
        id="shown-link"
        readOnly
        rows={3}
        value={shown.link}
        aria-describedby="shown-link-hint"
        spellCheck={false}
        className="block w-full resize-none rounded-md border border-mist-200 bg-mist-50 px-3 py-2 font-mono text-sm break-all text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700"
      />
      <p id="shown-link-hint" className="text-sm text-navy-800">
        {shown.hint}
      </p>
    </section>
  );
}
