import type fr from "~/admin/articles/texts/fr.server";
import { fill } from "~/platform/i18n/format";
import type { PictureThumbConfig } from "../../shell/browser/picture-thumb";
import { BrowserModule } from "../../shell/ui/browser-module";
import { controlClass, Field, type FieldControl } from "../../shell/ui/form-field";
import type { PickerPicture } from "./article-picture-picker";

const thumbFrame = {
  width: 192,
  height: 108,
  className: "h-27 w-48 rounded-md border border-mist-200 bg-mist-50 object-cover",
};

/** The smallest JPEG of a picture: the thumbnail beside the cover's choice. */
const thumbOf = (picture: PickerPicture) => picture.source.variants.jpg[0]?.url ?? "";

/**
 * The article's cover: a choice among the library's pictures (a plain select: it works without
 * JavaScript), with the chosen picture's thumbnail, which a small script follows.
 */
export function CoverField({
  t,
  pictures,
  value,
  error,
}: {
  t: (typeof fr)["editor"];
  pictures: PickerPicture[];
  value: string;
  error?: string;
}) {
  const chosen = pictures.find((picture) => String(picture.id) === value);
  // A cover outside the listed pictures is kept as it is, never dropped by a save.
  const unlisted = value !== "" && !chosen;
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <Field name="cover" label={t.cover} hint={t.coverHint} error={error}>
        {(control: FieldControl) => (
          <select {...control} defaultValue={value} className={controlClass}>
            <option value="">{t.coverNone}</option>
            {unlisted && <option value={value}>{`#${value}`}</option>}
            {pictures.map((picture) => (
              <option key={picture.id} value={picture.id} data-thumb={thumbOf(picture)}>
                {picture.placeable ? picture.name : fill(t.coverAltMissing, { name: picture.name })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* The thumbnail, when a cover is chosen (an <img> may not lack its src). */}
      <div id="cover-thumb-box">
        {chosen && <img id="cover-thumb" src={thumbOf(chosen)} alt="" {...thumbFrame} />}
      </div>
      <BrowserModule<PictureThumbConfig>
        name="picture-thumb"
        config={{
          select: "field-cover",
          box: "cover-thumb-box",
          thumbId: "cover-thumb",
          frame: thumbFrame,
        }}
      />
    </div>
  );
}
