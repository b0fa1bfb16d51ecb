import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../platform/ui/cn";
import type { ChosenPicture } from "../../platform/ui/picture";
import { type CardTexts, IconCards, Paragraphs } from "./content-blocks";
import { PictureSplit, Split } from "./text-and-picture";

const tones = {
  white: "bg-white",
  mist: "bg-mist-50",
  navy: "bg-navy-900 text-white",
} as const;

export type SectionTone = keyof typeof tones;

/** A dictionary block's heading texts; Section takes them whole. */
export interface SectionHeading {
  eyebrow?: string;
  title?: string;
  intro?: string;
}

/**
 * A page section with its h2; pass `id` to make it linkable, `heading` for a dictionary block's
 * eyebrow, title and intro (each may also be given alone).
 */
export function Section({
  id,
  heading,
  eyebrow = heading?.eyebrow,
  title = heading?.title,
  intro = heading?.intro,
  tone = "white",
  children,
  className,
}: {
  id?: string;
  heading?: SectionHeading;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
  className?: string;
}) {
  const dark = tone === "navy";
  return (
    <section id={id} className={cn(tones[tone], "py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {(eyebrow || title || intro) && (
          <div className="mb-10 max-w-3xl">
            {eyebrow && (
              <p className={cn("eyebrow mb-2", dark ? "text-accent-400" : "text-steel-700")}>
                {eyebrow}
              </p>
            )}
            {title && (
              <h2
                className={cn(
                  "text-2xl font-bold text-balance sm:text-3xl",
                  dark ? "text-white" : "text-navy-900",
                )}
              >
                {title}
              </h2>
            )}
            {intro && (
              <div
                className={cn(
                  "mt-4 text-lg leading-relaxed",
                  dark ? "text-mist-100" : "text-ink-700",
                )}
              >
                {intro}
              </div>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * A section whose paragraphs sit beside a narrower column (`aside`: a panel, key figures),
 * tops aligned unless `centered`.
 */
export function AsideSection({
  texts,
  aside,
  centered = false,
  tone,
}: {
  texts: SectionHeading & { paragraphs: string[] };
  aside: ReactNode;
  centered?: boolean;
  tone?: SectionTone;
}) {
  return (
    <Section heading={texts} tone={tone}>
      <Split aside top={!centered}>
        <Paragraphs items={texts.paragraphs} dark={tone === "navy"} />
        {aside}
      </Split>
    </Section>
  );
}

/**
 * A section of icon cards from one dictionary block: its heading, and its `items` as the cards
 * (or those given), each with the icon of its position.
 */
export function CardsSection({
  id,
  tone,
  texts,
  items = texts.items ?? [],
  ...cards
}: {
  id?: string;
  tone?: SectionTone;
  texts: SectionHeading & { items?: readonly CardTexts[] };
} & Omit<ComponentProps<typeof IconCards>, "items"> & { items?: readonly CardTexts[] }) {
  return (
    <Section id={id} tone={tone} heading={texts}>
      <IconCards items={items} {...cards} />
    </Section>
  );
}

/** The frames of the sections' pictures: 8:5, or 10:7 where the photo needs more height. */
const frames = {
  "8:5": { width: 800, height: 500 },
  "10:7": { width: 1000, height: 700 },
} as const;

/**
 * A section whose text (`children`) sits beside a framed picture: the built-in `image`, or the
 * picture `chosen` in the library; its alt text and caption are the block's.
 */
export function PictureSection({
  id,
  tone,
  texts,
  image,
  chosen,
  frame = "8:5",
  pictureFirst,
  top,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  texts: SectionHeading & { imageAlt: string; caption?: string };
  image: string;
  chosen: ChosenPicture | undefined;
  frame?: keyof typeof frames;
  pictureFirst?: boolean;
  top?: boolean;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} heading={texts}>
      <PictureSplit
        picture={{ name: image, chosen, alt: texts.imageAlt, ...frames[frame] }}
        caption={texts.caption}
        pictureFirst={pictureFirst}
        top={top}
      >
        {children}
      </PictureSplit>
    </Section>
  );
}
