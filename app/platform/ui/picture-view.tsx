import type { ImageSource } from "~/platform/content/images";
import {
  fallbackVariant,
  frameSizes,
  PHOTO_FORMATS,
  PHOTO_MIME,
  srcSet,
} from "~/platform/content/photo-sources";
import { cn } from "./cn";

export interface FrameProps {
  alt: string;
  /** The frame's design size: its aspect ratio, and the widest it is drawn. */
  width: number;
  height: number;
  /** The largest paint of its page: fetched first, never lazily. */
  priority?: boolean;
  /** How wide the frame is drawn, when not the viewport up to `width` (cards in a grid). */
  sizes?: string;
  className?: string;
}

/**
 * An image in a frame of fixed aspect ratio (object-cover), so a photo of any size or shape
 * never shifts the layout. A photo comes as <picture>: AVIF, then WebP, then JPEG, each at
 * several widths, and the browser picks the one its screen needs.
 */
export function PictureView({
  source,
  alt,
  width,
  height,
  priority = false,
  sizes,
  className,
}: FrameProps & { source: ImageSource }) {
  const img = {
    width,
    height,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : undefined,
    className: cn("h-auto w-full object-cover", className),
    style: {
      aspectRatio: `${width} / ${height}`,
      // A library picture's focal point stays in view whatever the frame crops.
      ...(source.kind === "photo" && source.photo.focus
        ? { objectPosition: `${source.photo.focus.x}% ${source.photo.focus.y}%` }
        : {}),
    },
  } as const;
  if (source.kind === "svg") return <img src={source.url} alt={alt} {...img} />;

  const { photo } = source;
  const frameSizesValue = sizes ?? frameSizes(width);
  return (
    // display: contents, so the frame's classes on <img> position it as before.
    <picture className="contents">
      {PHOTO_FORMATS.filter((format) => format !== "jpg").map((format) => (
        <source
          key={format}
          type={PHOTO_MIME[format]}
          srcSet={srcSet(photo.variants[format])}
          sizes={frameSizesValue}
        />
      ))}
      <img
        src={fallbackVariant(photo)?.url}
        srcSet={srcSet(photo.variants.jpg)}
        sizes={frameSizesValue}
        alt={alt}
        {...img}
      />
    </picture>
  );
}
