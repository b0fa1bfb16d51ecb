import { Fragment, type ReactNode } from "react";
import { cn } from "~/platform/ui/cn";

/** A titled card of a back-office page; its heading names it for assistive technology. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-mist-200 bg-white p-6">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-2xl text-sm text-navy-800">{intro}</p>}
      {children}
    </section>
  );
}

/** Terms and their values side by side (stacked on a narrow screen); a third item styles the value. */
export function Facts({
  items,
  className,
}: {
  items: [term: string, value: ReactNode, valueClass?: string][];
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]", className)}>
      {items.map(([term, value, valueClass]) => (
        <Fragment key={term}>
          <dt className="font-semibold text-navy-900">{term}</dt>
          <dd className={valueClass}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
