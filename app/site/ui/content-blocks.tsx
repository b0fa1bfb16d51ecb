import type { ComponentProps, ReactNode } from "react";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { ArrowRight, Check, type LucideIcon } from "~/platform/ui/icons";
import { type ButtonVariant, buttonClass } from "../../platform/ui/button";
import { cn } from "../../platform/ui/cn";
import { enterAnimation } from "../../platform/ui/motion";
import { useContactPath } from "../contact/ui/contact-path";

/** Responsive grid of cards: 1 column on phones, `columns` from large screens. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  const large = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }[columns];
  return <ul className={cn("grid gap-6 sm:grid-cols-2", large)}>{children}</ul>;
}

/** A white card in a list (renders an <li>); `className` adds to its frame (an entrance). */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <li
      className={cn(
        "flex flex-col rounded-xl border border-mist-200 bg-white p-6 shadow-sm",
        className,
      )}
    >
      {children}
    </li>
  );
}

/** An icon on its square tile, placed and coloured by `className`; nothing without an icon. */
export function IconTile({ icon: Icon, className }: { icon?: LucideIcon; className: string }) {
  if (!Icon) return null;
  return (
    <span className={cn("icon-tile", className)}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** A card with an optional icon, an h3 title and text; use inside CardGrid (renders an <li>). */
export function InfoCard({
  icon,
  title,
  children,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <IconTile icon={icon} className="mb-4 bg-process-50 text-steel-700" />
      <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      {children && <div className="mt-2 flex-1 leading-relaxed text-ink-700">{children}</div>}
    </Card>
  );
}

/** A list item's title (an h3) and its description under it; `tight` sets them closer. */
export function TitledText({
  title,
  text,
  tight = false,
}: {
  title: string;
  text: string;
  tight?: boolean;
}) {
  return (
    <>
      <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      <p className={cn(tight ? "mt-1" : "mt-2", "leading-relaxed text-ink-700")}>{text}</p>
    </>
  );
}

/** A card's texts in a dictionary list: a title (or a name), a description, maybe key points. */
export type CardTexts = ({ title: string } | { name: string }) & {
  description: string;
  points?: string[];
};

/**
 * Cards made from a dictionary list, with the icon of the same position (the list repeats when
 * shorter); `animate` staggers their entrance; `contact` adds a last card to the contact page.
 */
export function IconCards({
  items,
  icons,
  columns,
  animate = false,
  contact,
}: {
  items: readonly CardTexts[];
  icons: readonly LucideIcon[];
  columns?: 2 | 3 | 4;
  animate?: boolean;
  contact?: ComponentProps<typeof ContactCard>;
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item, index) => {
        const title = "title" in item ? item.title : item.name;
        return (
          <InfoCard
            key={title}
            icon={icons[index % icons.length]}
            title={title}
            className={animate ? enterAnimation(index) : undefined}
          >
            <p>{item.description}</p>
            {item.points && <Points items={item.points} />}
          </InfoCard>
        );
      })}
      {contact && <ContactCard {...contact} />}
    </CardGrid>
  );
}

/** A list of short statements with check marks. */
export function CheckList({
  items,
  dark = false,
  columns = 1,
  label,
  className,
}: {
  items: string[];
  dark?: boolean;
  columns?: 1 | 2;
  /** Accessible name of the list, when no heading names it. */
  label?: string;
  /** Spacing, or a panel around the items (padding, border, background). */
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2", className)}
    >
      {items.map((item) => (
        <li key={item} className="check-item">
          <Check
            aria-hidden="true"
            className={cn("check-icon", dark ? "text-accent-400" : "text-success-700")}
          />
          <span className={dark ? "text-mist-100" : "text-ink-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps (an ordered list): number, title and description each. */
export function Steps({ steps }: { steps: { title: string; description: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-xl border border-mist-200 bg-white p-6 shadow-sm"
        >
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Body text of a section: one paragraph per dictionary entry, then `children` (a link). */
export function Paragraphs({
  items,
  dark = false,
  className,
  children,
}: {
  items: string[];
  /** On a navy section. */
  dark?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        "space-y-5 text-lg leading-relaxed",
        dark ? "text-mist-100" : "text-ink-700",
        className,
      )}
    >
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}

/** A boxed list beside a section's text: an icon, a title and checked items. */
export function AsidePanel({
  icon: Icon,
  title,
  items,
}: {
  icon: LucideIcon;
  title: string;
  items: string[];
}) {
  return (
    <aside className="rounded-xl border border-mist-200 bg-mist-50 p-6 sm:p-8">
      <h3 className="mb-5 flex items-center gap-3 text-lg font-semibold text-navy-900">
        <Icon aria-hidden="true" className="size-6 text-steel-700" />
        {title}
      </h3>
      <CheckList items={items} />
    </aside>
  );
}

/** The key points under a card's text, set off by a rule. */
export function Points({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-2 border-t border-mist-200 pt-4 text-sm">
      {items.map((point) => (
        <li key={point} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
          {point}
        </li>
      ))}
    </ul>
  );
}

/** The last card of a grid: a dark card that sends the visitor to the contact page. */
export function ContactCard({ title, text, link }: { title: string; text: string; link: string }) {
  const contact = useContactPath();
  return (
    <li className="flex flex-col justify-between gap-6 rounded-xl bg-navy-900 p-6 text-white shadow-sm">
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-2 leading-relaxed text-mist-100">{text}</p>
      </div>
      <ArrowLink to={contact} variant="primary" className="self-start">
        {link}
      </ArrowLink>
    </li>
  );
}

/** A text link to another page under a section's content: bold and underlined. */
export function PageLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LocalizedLink
      to={to}
      className={cn("font-semibold text-steel-700 underline underline-offset-4", className)}
    >
      {children}
    </LocalizedLink>
  );
}

/** A link to another page that looks like a button, with an arrow after its label. */
export function ArrowLink({
  to,
  variant,
  className,
  children,
}: {
  to: string;
  variant: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LocalizedLink to={to} className={buttonClass(variant, "md", className)}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </LocalizedLink>
  );
}
