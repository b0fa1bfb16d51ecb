import type { ReactNode } from "react";
import { cn } from "~/platform/ui/cn";

/** A part of a page's article (a reference, a job post): its h2 title, then its content. */
export function ArticlePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
      {children}
    </section>
  );
}

/** An article's part that is a bulleted list; `large` sets its items in the larger text. */
export function ListPart({
  title,
  items,
  large = false,
}: {
  title: string;
  items: readonly string[];
  large?: boolean;
}) {
  return (
    <ArticlePart title={title}>
      <ul
        className={cn(
          "mt-4 list-disc space-y-2 pl-6",
          large && "text-lg",
          "leading-relaxed text-ink-700 marker:text-steel-700",
        )}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ArticlePart>
  );
}
