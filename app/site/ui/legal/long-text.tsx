import { Fragment, type ReactNode } from "react";
import { cn } from "../../../platform/ui/cn";

/**
 * Readable column for legal texts: one measure (max-w-3xl), aligned with the page hero.
 * `aside` (a table of contents) comes first on phones and sits in a sticky right column on large screens.
 */
export function LongText({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        {aside ? (
          <div className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_minmax(0,18rem)] lg:justify-between">
            <aside className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:self-start">
              {aside}
            </aside>
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">{children}</div>
          </div>
        ) : (
          <div className="max-w-3xl">{children}</div>
        )}
      </div>
    </div>
  );
}

/**
 * One section of a legal text from its dictionary block: an h2 (anchor target), the block's
 * `paragraphs` (or those given; their placeholders replaced by `tokens`), then `children`.
 */
export function LongTextSection({
  id,
  texts,
  paragraphs = texts.paragraphs ?? [],
  tokens,
  children,
}: {
  id: string;
  texts: { title: string; paragraphs?: string[] };
  paragraphs?: string[];
  tokens?: Record<string, ReactNode>;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="legal-section">
      <h2 id={id} className="legal-heading">
        {texts.title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-ink-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{tokens ? withTokens(paragraph, tokens) : paragraph}</p>
        ))}
        {children}
      </div>
    </section>
  );
}

/** A plain bulleted list for running text. */
export function BulletList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={cn("list-disc space-y-2 pl-6 marker:text-steel-700", className)}>{children}</ul>
  );
}

/** Link style inside running text. */
export const textLinkClass =
  "font-medium text-steel-700 underline underline-offset-2 hover:text-steel-600";

/**
 * Replaces {name} placeholders of a dictionary text with elements (links, code), so the words
 * around them stay in the dictionary. Unknown placeholders are left as they are.
 */
export function withTokens(text: string, tokens: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/g);
  return parts.map((part, index) => {
    // Odd indexes are the captured placeholder names; the parts of one text never reorder.
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    return <Fragment key={index}>{part in tokens ? tokens[part] : `{${part}}`}</Fragment>;
  });
}
