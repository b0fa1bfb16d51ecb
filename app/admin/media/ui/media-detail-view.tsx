import type fr from "~/admin/media/texts/fr.server";
import type { FocalPoint, PhotoSource } from "~/platform/content/photo-sources";
import { cn } from "~/platform/ui/cn";
import { MediaPicture } from "../../../platform/ui/media-picture";
import { type FieldBounds, inputBounds } from "../../shell/form-schema";
import { AdminSection, Facts } from "../../shell/ui/admin-section";
import {
  controlClass,
  Field,
  InputField,
  linkClass,
  SubmitButton,
} from "../../shell/ui/form-field";
import { MediaFocus } from "./media-focus";

type Texts = (typeof fr)["detail"];
type TextName = "altFr" | "altEn" | "captionFr" | "captionEn";

export interface MediaUseRow {
  key: string;
  title: string;
  language: string;
  state: string;
  edit: string;
}

/**
 * A picture's page: the picture, its file and address, its texts (a plain form), the articles
 * that show it, and the replacement of its file (a plain multipart form). No JavaScript.
 */
export function MediaDetailView({
  t,
  picture,
  values,
  bounds,
  errors,
  uses,
  action,
  refusal,
  focusValues,
}: {
  t: Texts;
  picture: {
    source: PhotoSource;
    alt: string;
    address: string;
    markdown: string;
    facts: [string, string][];
    placeable: boolean;
    focus: FocalPoint | null;
  };
  values: Record<TextName, string>;
  /** The texts' bounds, from the schema the save checks them with. */
  bounds: Record<TextName, FieldBounds>;
  errors: Partial<Record<string, string>>;
  uses: MediaUseRow[];
  action: string;
  refusal?: string;
  /** The focal point as typed, when refused. */
  focusValues?: { focusX: string; focusY: string };
}) {
  const textField = (name: TextName, label: string, multiline: boolean) => (
    <Field name={name} label={label} error={errors[name]}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={2}
            defaultValue={values[name]}
            {...inputBounds(bounds[name])}
            className={controlClass}
          />
        ) : (
          <input
            {...control}
            type="text"
            defaultValue={values[name]}
            {...inputBounds(bounds[name])}
            className={controlClass}
          />
        )
      }
    </Field>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <figure className="overflow-hidden rounded-2xl border border-mist-200 bg-white">
          <div className="aspect-[4/3] overflow-hidden bg-mist-100 p-3">
            <MediaPicture
              source={picture.source}
              alt={picture.alt}
              sizes="(min-width: 1024px) 40rem, 100vw"
              priority
            />
          </div>
          <figcaption
            className={cn(
              "px-4 py-3 text-sm font-semibold",
              picture.placeable ? "text-green-900" : "text-navy-900",
            )}
          >
            {picture.placeable ? t.placeable : t.notPlaceable}
          </figcaption>
        </figure>
        <AdminSection id="media-texts" title={t.textsTitle} intro={t.textsIntro}>
          <form method="post" action={action} className="mt-4 space-y-4" data-leave-warning="">
            {textField("altFr", t.altFr, false)}
            {textField("altEn", t.altEn, false)}
            {textField("captionFr", t.captionFr, true)}
            {textField("captionEn", t.captionEn, true)}
            <SubmitButton>{t.save}</SubmitButton>
          </form>
        </AdminSection>
        <MediaFocus
          t={t}
          action={action}
          source={picture.source}
          alt={picture.alt}
          focus={picture.focus}
          values={focusValues}
          errors={errors}
        />
      </div>
      <div className="space-y-6">
        <AdminSection id="media-file" title={t.facts}>
          <Facts items={picture.facts} className="mt-4 text-sm" />
          <h3 className="mt-5 text-sm font-semibold text-navy-900">{t.address}</h3>
          <p className="mt-1">
            <a href={picture.address} className={cn(linkClass, "font-mono text-sm break-all")}>
              {picture.address}
            </a>
          </p>
          <p className="mt-2 text-sm text-navy-800">{t.addressHint}</p>
          <p className="mt-1 rounded-md bg-mist-50 px-3 py-2 font-mono text-sm break-all text-navy-900">
            {picture.markdown}
          </p>
        </AdminSection>
        <AdminSection id="media-uses" title={t.usedTitle}>
          {uses.length === 0 ? (
            <p className="mt-3 text-sm text-navy-800">{t.unused}</p>
          ) : (
            <MediaUses uses={uses} />
          )}
        </AdminSection>
        <AdminSection id="media-replace" title={t.replaceTitle} intro={t.replaceIntro}>
          <form
            method="post"
            action={action}
            encType="multipart/form-data"
            className="mt-4 space-y-3"
          >
            <InputField
              name="file"
              idPrefix="replace"
              label={t.newFile}
              error={refusal}
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            />
            <SubmitButton variant="outline">{t.replace}</SubmitButton>
          </form>
        </AdminSection>
      </div>
    </div>
  );
}

/** The articles that show a picture: each one's editor, and its public page when published. */
export function MediaUses({ uses }: { uses: MediaUseRow[] }) {
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {uses.map((use) => (
        <li key={use.key}>
          <a href={use.edit} className={linkClass}>
            {use.title}
          </a>{" "}
          <span className="text-navy-800">
            ({use.state ? `${use.language}, ${use.state}` : use.language})
          </span>
        </li>
      ))}
    </ul>
  );
}
