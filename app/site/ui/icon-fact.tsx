import type { ReactNode } from "react";
import type { LucideIcon } from "~/platform/ui/icons";

/**
 * One fact of a project's list (its sector, place or year): its name for screen readers, its
 * icon and value shown. A dl's div holds only dt and dd, so the icon goes inside the dd.
 */
export function IconFact({
  label,
  icon: Icon,
  className,
  children,
}: {
  label: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-steel-700" />
        {children}
      </dd>
    </div>
  );
}

/** The same fact in running text (a card's line of facts), without its name. */
export function IconText({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-steel-700" />
      {children}
    </span>
  );
}
