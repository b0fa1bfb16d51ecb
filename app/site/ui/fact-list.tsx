import type { ReactNode } from "react";
import { cn } from "~/platform/ui/cn";
import { enterAnimation } from "~/platform/ui/motion";

/**
 * The looks of a list of facts: each pair's box, its label (dt) and its value (dd). A figure
 * shows its value large above its label, while the label stays first in the markup, read first.
 */
const looks = {
  /** Name and value side by side from small screens: the legal notice's publisher. */
  rows: { pair: "legal-row", label: "font-medium text-navy-900", value: "text-ink-700" },
  /** A label above its value, in a panel beside a section's text. */
  panel: {
    pair: "py-3 first:pt-0 last:pb-0",
    label: "text-sm font-medium text-ink-700",
    value: "mt-1 text-base font-semibold text-steel-700 tabular-nums",
  },
  /** Figures on navy, each under a rule: a reference's results. */
  results: {
    pair: "flex flex-col-reverse border-t border-white/15 pt-3",
    label: "mt-1 text-mist-100",
    value: "text-2xl font-bold text-accent-400",
  },
  /** The company's large figures in a navy page hero. */
  hero: {
    pair: "flex flex-col-reverse",
    label: "mt-1 text-mist-100",
    value: "text-4xl font-bold text-accent-400 sm:text-5xl",
  },
  /** Figures on white cards. */
  cards: {
    pair: "flex flex-col rounded-xl border border-mist-200 bg-white p-5 shadow-sm",
    label: "order-2 mt-1 leading-snug text-ink-700",
    value: "order-1 text-2xl font-bold text-steel-700 sm:text-3xl",
  },
} as const;

/**
 * A description list of labelled values (facts, key figures), each pair in its own box;
 * `className` places the list, `animate` staggers the pairs' entrance.
 */
export function FactList({
  items,
  look,
  className,
  animate = false,
}: {
  items: readonly { label: string; value: ReactNode }[];
  look: keyof typeof looks;
  className?: string;
  animate?: boolean;
}) {
  const { pair, label, value } = looks[look];
  return (
    <dl className={className}>
      {items.map((item, index) => (
        <div key={`${index}-${item.label}`} className={cn(pair, animate && enterAnimation(index))}>
          <dt className={label}>{item.label}</dt>
          <dd className={value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
