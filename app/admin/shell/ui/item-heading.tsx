import { Link } from "react-router";
import { focusRing } from "./form-field";

type Way = { to: string; text: string };

const wayClass = (tone: string) => `text-sm font-semibold ${tone} hover:underline ${focusRing}`;

/** The way back (to a list, to an article) above a page's title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={wayClass("text-steel-700")}>
      {children}
    </Link>
  );
}

/** An item's page heading: the way back to its list, its name, and the way to delete it. */
export function ItemHeading({ title, list, remove }: { title: string; list: Way; remove: Way }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <BackLink to={list.to}>{list.text}</BackLink>
        <h1 className="mt-2 text-3xl font-bold break-words text-navy-900">{title}</h1>
      </div>
      <Link to={remove.to} className={wayClass("text-red-700")}>
        {remove.text}
      </Link>
    </div>
  );
}
