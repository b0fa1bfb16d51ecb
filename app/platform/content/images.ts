import type { PreloadOptions } from "react-dom";
import { frameSizes, type PhotoSource, photoSources, srcSet } from "./photo-sources";

/**
 * Pictures of the site. Each name resolves to a photo dropped in app/platform/content/images/photos/
 * (same name, .jpg/.jpeg/.png/.webp/.avif, any size) when there is one, otherwise to the
 * original illustration in app/platform/content/images/illustrations/<name>.svg. A photo is served as the
 * AVIF, WebP and JPEG variants that the build writes to images/generated/ (scripts/photos/).
 */
const illustrations = import.meta.glob<string>("./images/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
const variants = import.meta.glob<string>("./images/generated/*.{avif,webp,jpg}", {
  eager: true,
  query: "?url",
  import: "default",
});

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf("."));
const illustrationUrls = new Map(
  Object.entries(illustrations).map(([path, url]) => [baseName(path), url]),
);
const photos = photoSources(variants);

export type ImageSource = { kind: "photo"; photo: PhotoSource } | { kind: "svg"; url: string };

export function imageSource(name: string): ImageSource {
  const photo = photos.get(name);
  if (photo) return { kind: "photo", photo };
  const url = illustrationUrls.get(name);
  if (!url) throw new Error(`No image named "${name}" in app/platform/content/images/`);
  return { kind: "svg", url };
}

/**
 * What react-dom's `preload()` needs to fetch the picture a frame will show ahead of everything:
 * for a photo, the AVIF candidates with the same srcset and sizes as <picture> (every browser that
 * preloads reads AVIF; `href` is only the key React dedupes on).
 */
export function preloadOf(
  source: ImageSource,
  frameWidth: number,
  sizes?: string,
): [href: string, options: PreloadOptions] {
  if (source.kind === "svg") return [source.url, { as: "image", fetchPriority: "high" }];
  const avif = source.photo.variants.avif;
  return [
    avif.at(-1)?.url ?? "",
    {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(avif),
      imageSizes: sizes ?? frameSizes(frameWidth),
      fetchPriority: "high",
    },
  ];
}
