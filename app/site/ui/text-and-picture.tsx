import type { ReactNode } from "react";
import { cn } from "../../platform/ui/cn";
import { type ChosenPicture, Picture } from "../../platform/ui/picture";
import type { FrameProps } from "../../platform/ui/picture-view";

/**
 * Two columns from large screens, stacked on phones: even halves, or (`aside`) the text beside
 * a narrower column. `top` aligns the columns' tops instead of their middles.
 */
export function Split({
  aside = false,
  top = false,
  className,
  children,
}: {
  aside?: boolean;
  top?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "grid gap-10",
        aside ? "lg:grid-cols-[3fr_2fr]" : "lg:grid-cols-2 lg:gap-14",
        top ? "items-start" : "items-center",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A section's picture in its frame, with an optional caption. */
export function FramedPicture({
  picture,
  caption,
}: {
  picture: FrameProps & { name: string; chosen?: ChosenPicture | null };
  caption?: string;
}) {
  const framed = <Picture {...picture} className="rounded-xl border border-mist-200 shadow-sm" />;
  if (!caption) return framed;
  return (
    <figure>
      {framed}
      <figcaption className="mt-3 border-l-2 border-process-500 pl-3 text-sm leading-relaxed text-ink-700">
        {caption}
      </figcaption>
    </figure>
  );
}

/** Text (`children`) beside a framed picture; the picture comes first with `pictureFirst`. */
export function PictureSplit({
  picture,
  caption,
  pictureFirst = false,
  top,
  children,
}: {
  picture: FrameProps & { name: string; chosen?: ChosenPicture | null };
  caption?: string;
  pictureFirst?: boolean;
  top?: boolean;
  children: ReactNode;
}) {
  const framed = <FramedPicture picture={picture} caption={caption} />;
  return (
    <Split top={top}>
      {pictureFirst && framed}
      {children}
      {!pictureFirst && framed}
    </Split>
  );
}
