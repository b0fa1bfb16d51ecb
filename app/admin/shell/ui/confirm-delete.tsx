import type { ReactNode } from "react";
import { Link } from "react-router";
import { focusRing, HiddenFields, SubmitButton } from "./form-field";

/**
 * The back office's "Delete this?" page: a page of its own, so that deleting takes two steps
 * without JavaScript. While `refusal` says why it cannot be done, there is no button to press,
 * only the way back.
 */
export function ConfirmDelete({
  title,
  question,
  refusal,
  children,
  confirm,
  cancel,
  cancelTo,
  hidden = {},
}: {
  title: string;
  question?: string;
  refusal?: ReactNode;
  /** What goes and what stays, said before the button. */
  children?: ReactNode;
  confirm: string;
  cancel: string;
  cancelTo: string;
  hidden?: Record<string, string | number>;
}) {
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-3xl font-bold break-words text-navy-900">{title}</h1>
      {question && <p className="text-lg break-words text-navy-900">{question}</p>}
      {refusal && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {refusal}
        </div>
      )}
      {children}
      <form method="post" className="flex flex-wrap items-center gap-4">
        <HiddenFields values={hidden} />
        {!refusal && <SubmitButton>{confirm}</SubmitButton>}
        <Link to={cancelTo} className={`font-semibold text-steel-700 hover:underline ${focusRing}`}>
          {cancel}
        </Link>
      </form>
    </div>
  );
}

/**
 * The whole page of a route that only asks (a route's `default`): its loader gives `t` (title,
 * confirm, cancel), the `question`, where `cancel` goes back to and any `notes` (what deleting
 * means, a sentence each) to say before the button.
 */
export function ConfirmDeletePage({
  loaderData: d,
}: {
  loaderData: {
    t: { title: string; confirm: string; cancel: string };
    question: string;
    cancel: string;
    notes?: string[];
  };
}) {
  const { title, confirm, cancel } = d.t;
  return (
    <ConfirmDelete {...{ title, confirm, cancel }} question={d.question} cancelTo={d.cancel}>
      {d.notes?.map((note) => (
        <p key={note} className="text-navy-800">
          {note}
        </p>
      ))}
    </ConfirmDelete>
  );
}
