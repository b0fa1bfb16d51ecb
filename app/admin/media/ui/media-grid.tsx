import type { PhotoSource } from "~/platform/content/photo-sources";
import { fill } from "~/platform/i18n/format";
import { locales, type StaffLang } from "~/platform/i18n/lang";
import { cn } from "~/platform/ui/cn";
import { MediaPicture } from "../../../platform/ui/media-picture";
import { focusRing } from "../../shell/ui/form-field";

/** "6 000 × 4 000" in the page's language. */
export function pictureSize(picture: { width: number; height: number }, lang: StaffLang): string {
  const number = new Intl.NumberFormat(locales[lang].format);
  return `${number.format(picture.width)}\u00a0×\u00a0${number.format(picture.height)}`;
}

/** "1,2 Mo" / "1.2 MB", "850 Ko" / "850 KB". */
export function fileWeight(bytes: number, lang: StaffLang): string {
  const number = new Intl.NumberFormat(locales[lang].format, { maximumFractionDigits: 1 });
  const [unit, value] =
    bytes >= 1_000_000 ? ["MB", bytes / 1_000_000] : ["KB", Math.max(1, Math.round(bytes / 1_000))];
  const units = lang === "fr" ? { MB: "Mo", KB: "Ko" } : { MB: "MB", KB: "KB" };
  return `${number.format(value as number)}\u00a0${units[unit as "MB" | "KB"]}`;
}

export interface MediaCard {
  id: number;
  fileName: string;
  href: string;
  source: PhotoSource;
  size: string;
  altMissing: boolean;
  uses: number;
}

/** The library's pictures as a grid of cards: thumbnail, name, size, what is missing, where used. */
export function MediaGrid({
  pictures,
  caption,
  t,
}: {
  pictures: MediaCard[];
  caption: string;
  t: { altMissing: string; usedIn: string; unused: string };
}) {
  return (
    <section aria-label={caption}>
      <p className="mb-3 text-sm text-navy-800">{caption}</p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {pictures.map((picture) => (
          <li
            key={picture.id}
            className="flex flex-col overflow-hidden rounded-xl border border-mist-200 bg-white"
          >
            <a
              href={picture.href}
              className={cn("group flex flex-1 flex-col rounded-xl", focusRing)}
            >
              <span className="block aspect-[4/3] overflow-hidden bg-mist-100 p-2">
                <MediaPicture
                  source={picture.source}
                  alt=""
                  sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw"
                />
              </span>
              <span className="block px-3 pt-2 text-sm font-semibold break-words text-steel-700 group-hover:underline">
                {picture.fileName}
              </span>
              <span className="block px-3 text-xs text-navy-800">{picture.size}</span>
            </a>
            <div className="space-y-1 px-3 pt-1 pb-3 text-xs">
              {picture.altMissing && (
                <p className="inline-block rounded-full border border-accent-600 bg-orange-50 px-2 py-0.5 font-semibold text-navy-900">
                  {t.altMissing}
                </p>
              )}
              <p className="text-navy-800">
                {picture.uses > 0 ? fill(t.usedIn, { count: picture.uses }) : t.unused}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
