import type fr from "~/admin/articles/texts/fr.server";
import type { PhotoSource } from "~/platform/content/photo-sources";
import type { StaffLang } from "~/platform/i18n/lang";
import { buttonClass } from "~/platform/ui/button";
import { MediaPicture } from "../../../platform/ui/media-picture";
import { focusRing, InputField } from "../../shell/ui/form-field";

export interface PickerPicture {
  id: number;
  /** The lasting address an article references (`/media/<id>/<name>`). */
  address: string;
  name: string;
  alt: Record<StaffLang, string>;
  caption: string;
  /** Both alternative texts written: only then does the public page show it. */
  placeable: boolean;
  /** Its page in the library, where its texts are written. */
  page: string;
  source: PhotoSource;
}

type Texts = (typeof fr)["editor"]["pictures"];

/** Lower case, accents dropped: what the search box compares. */
export const searchText = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * "Insert a picture" and what the script reports of pictures dropped into the text. Hidden until
 * the editor's script runs (article-pictures-script.ts): without it, the library's page gives the
 * reference to copy.
 */
export function PictureTools({ t }: { t: Texts }) {
  return (
    <div id="picture-tools" hidden className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          id="picture-picker-open"
          aria-haspopup="dialog"
          className={buttonClass("outline", "md", focusRing)}
        >
          {t.insert}
        </button>
        <p className="text-sm text-navy-800">{t.dropHint}</p>
      </div>
      <div
        id="picture-upload-status"
        aria-live="polite"
        className="space-y-1 text-sm font-medium"
      />
    </div>
  );
}

/** The library's pictures in a native dialog, outside the article's form (its search box submits nothing). */
export function PicturePicker({
  t,
  pictures,
  library,
}: {
  t: Texts;
  pictures: PickerPicture[];
  library: string;
}) {
  return (
    <dialog
      id="picture-picker"
      aria-labelledby="picture-picker-title"
      className="m-auto w-[min(56rem,calc(100vw-1rem))] max-h-[calc(100dvh-2rem)] rounded-2xl bg-white p-4 shadow-xl backdrop:bg-navy-950/60 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="picture-picker-title" className="text-xl font-bold text-navy-900">
          {t.title}
        </h2>
        <button
          type="button"
          id="picture-picker-close"
          className={buttonClass("outline", "md", focusRing)}
        >
          {t.close}
        </button>
      </div>
      <InputField
        name="search"
        idPrefix="picture-picker"
        label={t.search}
        hint={t.searchHint}
        className="mt-4"
        type="search"
        autoComplete="off"
        aria-controls="picture-picker-list"
      />
      {pictures.length === 0 ? (
        <p className="mt-4 text-navy-800">{t.empty}</p>
      ) : (
        <ul
          id="picture-picker-list"
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
        >
          {pictures.map((picture) => (
            <li
              key={picture.id}
              data-search={searchText(
                `${picture.name} ${picture.alt.fr} ${picture.alt.en} ${picture.caption}`,
              )}
            >
              <button
                type="button"
                data-address={picture.address}
                data-alt-fr={picture.alt.fr}
                data-alt-en={picture.alt.en}
                disabled={!picture.placeable}
                aria-describedby={picture.placeable ? undefined : `picture-${picture.id}-missing`}
                className={`flex w-full flex-col gap-1 rounded-lg border border-mist-200 p-2 text-left text-sm hover:border-steel-700 disabled:opacity-60 ${focusRing}`}
              >
                <span className="block aspect-[4/3] w-full overflow-hidden rounded bg-mist-100">
                  <MediaPicture
                    source={picture.source}
                    alt=""
                    sizes="(min-width: 48rem) 12rem, 45vw"
                  />
                </span>
                <span className="line-clamp-2 break-words text-navy-900">
                  {picture.alt.fr || picture.alt.en || picture.name}
                </span>
              </button>
              {!picture.placeable && (
                <a
                  id={`picture-${picture.id}-missing`}
                  href={picture.page}
                  className="mt-1 block text-xs font-medium text-steel-700 underline"
                >
                  {t.altMissing}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <p id="picture-picker-no-match" hidden className="mt-4 text-navy-800">
        {t.noMatch}
      </p>
      <p className="mt-4">
        <a href={library} className="text-sm font-medium text-steel-700 underline">
          {t.library}
        </a>
      </p>
    </dialog>
  );
}
