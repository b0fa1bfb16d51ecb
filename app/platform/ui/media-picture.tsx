import {
  type FocalPoint,
  fallbackVariant,
  PHOTO_MIME,
  type PhotoSource,
  srcSet,
} from "~/platform/content/photo-sources";
import { cn } from "~/platform/ui/cn";

/**
 * A library picture shown whole (object-contain) in a frame of its own proportions: AVIF, then
 * WebP, then JPEG, at the width `sizes` says the frame is drawn.
 */
export function MediaPicture({
  source,
  alt,
  sizes,
  className,
  priority = false,
  cover,
}: {
  source: PhotoSource;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Fill the frame instead (object-cover), keeping this point in view: a crop's preview. */
  cover?: FocalPoint;
}) {
  return (
    <picture className="contents">
      <source type={PHOTO_MIME.avif} srcSet={srcSet(source.variants.avif)} sizes={sizes} />
      <source type={PHOTO_MIME.webp} srcSet={srcSet(source.variants.webp)} sizes={sizes} />
      <img
        src={fallbackVariant(source)?.url}
        srcSet={srcSet(source.variants.jpg)}
        sizes={sizes}
        alt={alt}
        width={source.width}
        height={source.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className={cn("h-full w-full", cover ? "object-cover" : "object-contain", className)}
        style={cover ? { objectPosition: `${cover.x}% ${cover.y}%` } : undefined}
      />
    </picture>
  );
}
