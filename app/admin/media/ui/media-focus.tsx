import type fr from "~/admin/media/texts/fr.server";
import type { FocalPoint, PhotoSource } from "~/platform/content/photo-sources";
import { MediaPicture } from "../../../platform/ui/media-picture";
import { AdminSection } from "../../shell/ui/admin-section";
import { controlClass, Field, SubmitButton } from "../../shell/ui/form-field";

type Texts = (typeof fr)["detail"];

/** Crops the previews show: the covers' and social previews' 1.91:1, and a square. */
const previews = [
  { key: "wide", ratio: "1.91 / 1" },
  { key: "square", ratio: "1 / 1" },
] as const;

/**
 * A picture's focal point: two number fields (0-100 %) in a plain form, which is all a keyboard
 * or a browser without JavaScript needs; the page's script lets a click on the picture fill them
 * and moves the mark and the previews as they change.
 */
export function MediaFocus({
  t,
  action,
  source,
  alt,
  focus,
  values,
  errors,
}: {
  t: Texts;
  action: string;
  source: PhotoSource;
  alt: string;
  /** The stored point; null when none was chosen (the centre). */
  focus: FocalPoint | null;
  /** What was typed, when refused. */
  values?: { focusX: string; focusY: string };
  errors: Partial<Record<string, string>>;
}) {
  const point = focus ?? { x: 50, y: 50 };
  const ratio = source.width / source.height;
  return (
    <AdminSection id="media-focus" title={t.focusTitle} intro={t.focusIntro}>
      <p id="media-focus-pick" hidden className="mt-3 text-sm font-semibold text-navy-900">
        {t.focusPick}
      </p>
      <div
        id="media-focus-area"
        className="relative mx-auto mt-3 w-full cursor-crosshair overflow-hidden rounded-lg bg-mist-100"
        style={{ aspectRatio: `${source.width} / ${source.height}`, maxWidth: `${24 * ratio}rem` }}
      >
        <MediaPicture source={source} alt={alt} sizes="(min-width: 1024px) 36rem, 100vw" />
        <span
          id="media-focus-mark"
          aria-hidden="true"
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-process-500/60 shadow-[0_0_0_2px_rgb(0_0_0/0.6)]"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      </div>
      <form id="media-focus-form" method="post" action={action} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {(["focusX", "focusY"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              label={t[name]}
              hint={t[`${name}Hint`]}
              hintAfter
              error={errors[name]}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  required
                  defaultValue={values?.[name] ?? String(name === "focusX" ? point.x : point.y)}
                  className={controlClass}
                />
              )}
            </Field>
          ))}
        </div>
        <p className="text-sm text-navy-800">{focus ? null : t.focusNone}</p>
        <div className="flex flex-wrap gap-3">
          {/* First in the form: also what Enter in a field sends (implicit submission). */}
          <SubmitButton name="intent" value="focus">
            {t.focusSave}
          </SubmitButton>
          {focus && (
            <SubmitButton variant="outline" name="intent" value="focusReset" formNoValidate>
              {t.focusReset}
            </SubmitButton>
          )}
        </div>
      </form>
      <h3 className="mt-6 text-sm font-semibold text-navy-900">{t.focusPreviews}</h3>
      <div className="mt-2 grid grid-cols-[3fr_2fr] items-start gap-3">
        {previews.map((preview) => (
          <figure key={preview.key} className="space-y-1">
            <div
              className="overflow-hidden rounded-md border border-mist-200 bg-mist-100"
              style={{ aspectRatio: preview.ratio }}
            >
              <MediaPicture
                source={source}
                alt=""
                sizes="20rem"
                cover={point}
                className="media-focus-preview"
              />
            </div>
            <figcaption className="text-xs text-ink-700">
              {preview.key === "wide" ? t.focusWide : t.focusSquare}
            </figcaption>
          </figure>
        ))}
      </div>
    </AdminSection>
  );
}
