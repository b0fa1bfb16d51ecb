import { Link } from "react-router";
import { cn } from "~/platform/ui/cn";
import { focusRing } from "./form-field";

const tile = cn(
  "block rounded-2xl border border-mist-200 bg-white p-4 hover:border-steel-600",
  focusRing,
);

/** The dashboard's figures, each a link to the list it counts. */
export function HomeFigures({
  items,
}: {
  items: { label: string; value: number; href: string }[];
}) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={tile}>
            <span className="block text-3xl font-bold text-navy-900">{item.value}</span>
            <span className="mt-1 block font-semibold text-navy-800">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Shortcuts to the screens a role works in. */
export function HomeLinks({ items }: { items: { label: string; href: string }[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={cn(tile, "font-semibold text-navy-900")}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
