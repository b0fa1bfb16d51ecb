import { findMediaByIds, isPlaceable, type MediaInfo } from "~/admin/media/media.server";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import {
  ARTICLE_PICTURE_SIZES,
  fallbackVariant,
  PHOTO_MIME,
  srcSet,
} from "~/platform/content/photo-sources";
import type { Database } from "~/platform/database/db.server";
import type { Lang } from "~/platform/i18n/lang";
import { OUTSIDE_PICTURE } from "~/platform/text/markdown.server";

/** Why a picture is not shown; the preview says it in its place, the public page shows nothing. */
export type PictureRefusal = "outside" | "unknown" | "altMissing";

export interface PlaceOptions {
  language: Lang;
  /** Given in the back office's preview: the warning written in place of a refused picture. */
  warn?: (reason: PictureRefusal, alt: string) => string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The markers the sanitiser lets through (markdown.server.ts): `<img src="/media/<id>/<name>"
 * alt="...">`, or the marker of an image from elsewhere. Their alt text is escaped already.
 */
const marker =
  /(<p>)?<img src="\/media\/(?:outside|([1-9]\d{0,9})\/[a-z0-9-]+)" alt="([^"]*)" \/>(<\/p>)?/g;

function figure(picture: MediaInfo, fallbackAlt: string, language: Lang): string {
  const source = mediaPhotoSource(picture);
  const alt = (language === "fr" ? picture.altFr : picture.altEn).trim();
  const caption = (language === "fr" ? picture.captionFr : picture.captionEn).trim();
  const sizes = ARTICLE_PICTURE_SIZES;
  const sourceTag = (format: "avif" | "webp") =>
    `<source type="${PHOTO_MIME[format]}" srcset="${srcSet(source.variants[format])}" sizes="${sizes}">`;
  // Below the article's title and summary: fetched when near, so that the title paints first
  // (an eager picture put the largest paint 0.9 s later on the bench's phone; decision 021).
  const loading = 'loading="lazy" decoding="async"';
  return [
    '<figure class="article-picture"><picture>',
    sourceTag("avif"),
    sourceTag("webp"),
    `<img src="${fallbackVariant(source)?.url ?? ""}" srcset="${srcSet(source.variants.jpg)}" sizes="${sizes}"`,
    ` alt="${alt ? escapeHtml(alt) : fallbackAlt}" width="${source.width}" height="${source.height}" ${loading}>`,
    "</picture>",
    caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : "",
    "</figure>",
  ].join("");
}

/**
 * Turns the picture markers of an article's sanitised HTML into `<figure><picture>` from the
 * library, read now: a picture replaced or retitled shows its current file and texts (the blog
 * caches are emptied when one changes). Done where the article is shown, not stored.
 */
export async function placeArticlePictures(
  db: Database,
  html: string,
  { language, warn }: PlaceOptions,
): Promise<string> {
  const ids = [...html.matchAll(marker)].flatMap(([, , id]) => (id ? [Number(id)] : []));
  if (ids.length === 0 && !html.includes(OUTSIDE_PICTURE)) return html;
  const pictures = new Map((await findMediaByIds(db, [...new Set(ids)])).map((p) => [p.id, p]));
  // A picture written as HTML alone in its paragraph: the figure takes the paragraph's place.
  const around = (open = "", close = "", block: string) =>
    open && close ? block : `${open}${block}${close}`;
  return html.replace(marker, (_match, open, id: string | undefined, alt: string, close) => {
    const picture = id ? pictures.get(Number(id)) : undefined;
    const refusal: PictureRefusal | undefined = !id
      ? "outside"
      : !picture
        ? "unknown"
        : !isPlaceable(picture)
          ? "altMissing"
          : undefined;
    if (refusal || !picture)
      return around(open, close, warn ? warn(refusal ?? "unknown", alt) : "");
    return around(open, close, figure(picture, alt, language));
  });
}

/** The back office's preview: in place of a refused picture, a warning in the interface's language. */
export function previewWarning(
  texts: Record<PictureRefusal, string>,
): (reason: PictureRefusal, alt: string) => string {
  // `alt` comes escaped from the sanitised HTML; the texts are the project's own.
  return (reason, alt) =>
    `<p class="picture-warning" role="note">${escapeHtml(texts[reason]).replace("{alt}", alt)}</p>`;
}
