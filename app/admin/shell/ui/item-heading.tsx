import { Link } from "react-router";
import { focusRing } from "./form-field";

type Way = { to: string; text: string };

/** An item's page heading: the way back to its list, its name, and the way to delete it. */
export function ItemHeading({ title, list, remove }: { title: string; list: Way; remove: Way }) {
  const way = (to: Way, tone: string) => (
    <Link to={to.to} className={`text-sm font-semibold ${tone} hover:underline ${focusRing}`}>
      {to.text}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {way(list, "text-steel-700")}
        <h1 className="mt-2 text-3xl font-bold break-words text-navy-900">{title}</h1>
      </div>
      {way(remove, "text-red-700")}
    </div>
  );
}
