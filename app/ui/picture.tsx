import { imageUrl } from "~/content/images";
import { cn } from "./cn";

/**
 * An image from app/content/images, framed at a fixed aspect ratio so that a photo of any
 * size replacing the illustration never shifts the layout. Lazy unless `priority`.
 */
export function Picture({
  name,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  name: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={imageUrl(name)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full object-cover", className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
