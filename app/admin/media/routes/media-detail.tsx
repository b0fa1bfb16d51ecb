import { refusalStatus, replacePicture } from "~/admin/media/intake.server";
import {
  allUses,
  findMedia,
  isPlaceable,
  type MediaTexts,
  mediaFocusSchema,
  mediaTextsSchema,
  updateMediaFocus,
  updateMediaTexts,
} from "~/admin/media/media.server";
import { MediaDetailView } from "~/admin/media/ui/media-detail-view";
import { fileWeight } from "~/admin/media/ui/media-grid";
import { MAX_UPLOAD_BYTES } from "~/admin/media/upload-limits";
import {
  adminData,
  adminRequest,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { formBounds, parseForm } from "~/admin/shell/form-schema";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormAlert, linkClass, MissingItem } from "~/admin/shell/ui/form-field";
import { ItemHeading } from "~/admin/shell/ui/item-heading";
import { focalPointOf, mediaPath, mediaPhotoSource } from "~/platform/content/media-paths";
import { fill } from "~/platform/i18n/format";
import { locales } from "~/platform/i18n/lang";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/media-detail";
import { mediaUseRows } from "./media-uses.server";

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["uploaded", "saved", "replaced", "focus", "focusCleared"] as const;
const textNames = ["altFr", "altEn", "captionFr", "captionEn"] as const;
type TextName = (typeof textNames)[number];

/** The form that replaces the picture: one file, read as it streams in (server/body-bounds.ts). */
export const handle: RouteHandle = {
  body: { kind: "multipart-media", maxBytes: MAX_UPLOAD_BYTES },
};

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, byId, m } = await adminRequest(args, "adminMedia");
  const picture = await byId(args.params.id, findMedia);
  if (!picture) {
    return screen(
      m.detail.notFound,
      {
        missing: true as const,
        t: m.detail,
        list: path("/media"),
      },
      404,
    );
  }
  const { uses, items } = await allUses(db, picture);
  const done = doneOf(args.request, DONE);
  const address = mediaPath(picture);
  const number = new Intl.NumberFormat(locales[lang].format);
  return screen(picture.fileName, {
    missing: false as const,
    t: m.detail,
    done:
      done &&
      {
        uploaded: m.list.uploaded,
        saved: m.detail.saved,
        replaced: m.detail.replaced,
        focus: m.detail.focusSaved,
        focusCleared: m.detail.focusCleared,
      }[done],
    links: {
      list: path("/media"),
      remove: path(`/media/${picture.id}/delete`),
      self: path(`/media/${picture.id}`),
    },
    picture: {
      fileName: picture.fileName,
      source: mediaPhotoSource(picture),
      alt: lang === "fr" ? picture.altFr : picture.altEn,
      address,
      markdown: `![${picture.altFr || "…"}](${address})`,
      facts: [
        [m.detail.fileName, picture.fileName],
        [m.detail.type, picture.type.replace("image/", "").toUpperCase()],
        [
          m.detail.size,
          fill(m.detail.sizeValue, {
            width: number.format(picture.width),
            height: number.format(picture.height),
          }),
        ],
        [m.detail.weight, fileWeight(picture.byteSize, lang)],
        [
          m.detail.added,
          fill(m.detail.addedValue, {
            date: formatDateTime(picture.createdAt, lang),
            user: picture.uploadedBy ?? "—",
          }),
        ],
        [m.detail.changed, formatDateTime(picture.updatedAt, lang)],
      ] as [string, string][],
      placeable: isPlaceable(picture),
      focus: focalPointOf(picture) ?? null,
    },
    values: Object.fromEntries(textNames.map((name) => [name, picture[name]])) as MediaTexts,
    bounds: formBounds(mediaTextsSchema),
    uses: mediaUseRows(uses, items, path, lang, m.detail),
  });
}

/** A new file for the picture (multipart), or its texts (a plain form). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { path, db, audit, byId, m } = await adminRequest({ request, context }, "adminMedia");
  const facts = context.get(requestFacts);
  const picture = await byId(params.id, findMedia);
  if (!picture) throw adminData(null, 404);
  const log = (action: "media_replaced" | "media_saved", fileName: string) =>
    audit({
      action,
      target: `${picture.id} ${fileName}`,
      object: { type: "media", id: picture.id },
    });

  if (facts.upload) {
    const result = await replacePicture(db, picture.id, facts.upload);
    if (result.ok) {
      await log("media_replaced", result.fileName);
      throw redirectDone(path(`/media/${picture.id}`), "replaced");
    }
    if (result.reason === "notFound") throw adminData(null, 404);
    return adminData(
      {
        refusal: m.refusal[result.reason],
        existing: result.reason === "duplicate" ? path(`/media/${result.id}`) : null,
        values: null,
        focus: null,
        errors: {},
      },
      refusalStatus(result.reason),
    );
  }

  const field = await readForm(request);
  const intent = field("intent");
  if (intent === "focus" || intent === "focusReset") {
    const typed = { focusX: field("focusX"), focusY: field("focusY") };
    const parsed = intent === "focus" ? parseForm(mediaFocusSchema, typed) : undefined;
    if (parsed && !parsed.ok) {
      const errors = Object.fromEntries(
        Object.keys(parsed.errors).map((name) => [name, m.detail.focusInvalid]),
      );
      return adminData({ refusal: null, existing: null, values: null, focus: typed, errors }, 400);
    }
    await updateMediaFocus(db, picture.id, parsed?.ok ? parsed.data : null);
    await log("media_saved", picture.fileName);
    const done = parsed ? "focus" : "focusCleared";
    throw redirectDone(path(`/media/${picture.id}`), done, {}, "#media-focus");
  }
  const values = Object.fromEntries(textNames.map((name) => [name, field(name)])) as MediaTexts;
  const parsed = parseForm<typeof mediaTextsSchema, TextName>(mediaTextsSchema, values);
  if (!parsed.ok) {
    const bounds = formBounds(mediaTextsSchema);
    const errors = Object.fromEntries(
      Object.entries(parsed.errors).map(([name, code]) => [
        name,
        code === "tooLong"
          ? fill(m.detail.tooLong, { max: bounds[name as TextName].maxLength ?? 0 })
          : m.detail.badCharacter,
      ]),
    );
    return adminData({ refusal: null, existing: null, values, focus: null, errors }, 400);
  }
  await updateMediaTexts(db, picture.id, parsed.data);
  await log("media_saved", picture.fileName);
  throw redirectDone(path(`/media/${picture.id}`), "saved");
}

export default function MediaDetail({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.missing) {
    return <MissingItem title={d.title} back={d.list} backText={d.t.backToList} />;
  }
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <div className="space-y-6">
      <ItemHeading
        title={d.title}
        list={{ to: d.links.list, text: d.t.backToList }}
        remove={{ to: d.links.remove, text: d.t.delete }}
      />
      {actionData?.refusal && (
        <div
          role="alert"
          className="space-y-1 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p id="media-refusal">{actionData.refusal}</p>
          {actionData.existing && (
            <a href={actionData.existing} className={linkClass}>
              {d.t.openFile}
            </a>
          )}
        </div>
      )}
      {Object.keys(errors).length > 0 && <FormAlert tone="error">{d.t.invalid}</FormAlert>}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <MediaDetailView
        t={d.t}
        picture={d.picture}
        values={actionData?.values ?? d.values}
        bounds={d.bounds}
        errors={errors}
        uses={d.uses}
        action={d.links.self}
        refusal={actionData?.refusal ?? undefined}
        focusValues={actionData?.focus ?? undefined}
      />
      <BrowserModule name="media-focus" />
    </div>
  );
}
