import { z } from "zod";
import type { MediaUploadConfig } from "~/admin/media/browser/media-upload";
import { addPicture, type IntakeResult, refusalStatus } from "~/admin/media/intake.server";
import { isPlaceable, listMedia, MEDIA_PAGE_SIZE, usageCounts } from "~/admin/media/media.server";
import { MediaGrid, pictureSize } from "~/admin/media/ui/media-grid";
import { MediaUploadForm } from "~/admin/media/ui/media-upload-form";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from "~/admin/media/upload-limits";
import type { UploadOutcome } from "~/admin/media/upload-stream.server";
import { adminData, adminRequest } from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { Pager, pageWindow } from "~/admin/shell/ui/admin-table";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import {
  FormAlert,
  focusRing,
  InputField,
  linkClass,
  SubmitButton,
} from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/media";

export { headers, meta } from "~/admin/shell/route-head";

const querySchema = z.string().trim().max(100).catch("");
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);
const DONE = ["uploaded", "deleted"] as const;
const countSchema = z.coerce.number().int().min(1).max(1_000).catch(1);

/** The form that adds pictures: several at once, read as they stream in (server/body-bounds.ts). */
export const handle: RouteHandle = {
  body: { kind: "multipart-media", maxBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminMedia");
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse(params.get("q") ?? "");
  const page = pageSchema.parse(params.get("page") ?? 1);
  const { pictures, total } = await listMedia(db, { query, page });
  const uses = await usageCounts(db, pictures);
  const link = (n: number) => {
    const search = new URLSearchParams({
      ...(query ? { q: query } : {}),
      ...(n > 1 ? { page: String(n) } : {}),
    });
    return `${path("/media")}${search.size > 0 ? `?${search}` : ""}`;
  };
  const done = doneOf(request, DONE);
  return screen(m.list.title, {
    t: m.list,
    openExisting: m.refusal.openExisting,
    query,
    total,
    action: path("/media"),
    list: pageWindow(page, MEDIA_PAGE_SIZE, total, pictures.length, link),
    done:
      done === "deleted"
        ? m.list.deleted
        : done === "uploaded" && params.has("count")
          ? fill(m.list.uploadedMany, { count: countSchema.parse(params.get("count")) })
          : done === "uploaded"
            ? m.list.uploaded
            : undefined,
    pictures: pictures.map((picture) => ({
      id: picture.id,
      fileName: picture.fileName,
      href: path(`/media/${picture.id}`),
      source: mediaPhotoSource(picture),
      size: pictureSize(picture, lang),
      altMissing: !isPlaceable(picture),
      uses: uses.get(picture.id) ?? 0,
    })),
    script: {
      maxBytes: MAX_UPLOAD_BYTES,
      maxFiles: MAX_UPLOAD_FILES,
      listDone: `${path("/media")}?done=uploaded&count={count}`,
      texts: {
        sending: m.list.sending,
        sendFailed: m.list.sendFailed,
        network: m.list.network,
        tooLarge: m.refusal.tooLarge,
        tooMany: m.refusal.tooMany,
        progressLabel: m.list.progressLabel,
        waiting: m.list.waiting,
        converting: m.list.converting,
        added: m.list.added,
      },
    },
  });
}

/** A new picture from the form (or the page's script): its page, where its texts are written. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang, user, path, db, audit } = await adminRequest({ request, context });
  const facts = context.get(requestFacts);
  const m = messages(lang, "adminMedia");
  const refusalOf = (result: Exclude<IntakeResult, { ok: true }>) =>
    result.reason === "notFound" ? m.refusal.noFile : m.refusal[result.reason];
  const add = async (upload: UploadOutcome | undefined) => {
    const result = await addPicture(db, upload, user.username);
    if (result.ok) {
      await audit({
        action: "media_uploaded",
        target: `${result.id} ${result.fileName}`,
        object: { type: "media", id: result.id },
      });
    }
    return result;
  };

  // Several files from one form (the picker's `multiple`, without JavaScript): each is checked
  // and added on its own; one refused file does not keep the others out.
  const upload = facts.upload;
  const files = upload?.ok ? (upload.files ?? [upload.file]) : [];
  if (upload?.ok && files.length > 1) {
    const failures: { name: string; reason: string; existing: string | null }[] = [];
    for (const file of files) {
      const result = await add({ ok: true, file, fields: upload.fields });
      if (!result.ok) {
        failures.push({
          name: file.name.split(/[/\\]/).at(-1) ?? "",
          reason: refusalOf(result),
          existing: result.reason === "duplicate" ? path(`/media/${result.id}`) : null,
        });
      }
    }
    const added = files.length - failures.length;
    if (failures.length === 0) {
      throw redirectDone(path("/media"), "uploaded", { count: added });
    }
    return adminData(
      {
        refusal: fill(m.list.someFailed, { added, count: files.length }),
        existing: null,
        failures,
      },
      added === 0 ? 400 : 200,
    );
  }

  const result = await add(upload);
  if (result.ok) {
    throw redirectDone(path(`/media/${result.id}`), "uploaded");
  }
  return adminData(
    {
      refusal: refusalOf(result),
      existing: result.reason === "duplicate" ? path(`/media/${result.id}`) : null,
      failures: [],
    },
    refusalStatus(result.reason),
  );
}

export default function MediaLibrary({ loaderData: d, actionData }: Route.ComponentProps) {
  const refusal = actionData?.refusal;
  return (
    <div className="space-y-6">
      <ScreenHeading title={d.t.title} intro={d.t.intro} />
      {refusal && (
        <div
          role="alert"
          className="space-y-1 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p id="media-refusal">{refusal}</p>
          {actionData?.failures && actionData.failures.length > 0 && (
            <ul className="list-disc space-y-1 pl-5">
              {actionData.failures.map((failure, index) => (
                <li key={`${failure.name}-${index}`}>
                  {fill(d.t.sendFailed, { name: failure.name, reason: failure.reason })}{" "}
                  {failure.existing && (
                    <a href={failure.existing} className={linkClass}>
                      {d.openExisting}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          {actionData?.existing && (
            <a href={actionData.existing} className={linkClass}>
              {d.openExisting}
            </a>
          )}
        </div>
      )}
      {d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <MediaUploadForm action={d.action} t={d.t} refusal={refusal} />
      <search>
        <form method="get" action={d.action} className="flex flex-wrap items-end gap-3">
          <InputField
            name="q"
            idPrefix="media"
            label={d.t.searchLabel}
            hint={d.t.searchHint}
            hintAfter
            className="min-w-0 flex-1 basis-64"
            type="search"
            defaultValue={d.query}
          />
          <div className="flex gap-3 pb-6">
            <SubmitButton variant="outline">{d.t.search}</SubmitButton>
            {d.query && (
              <a href={d.action} className={buttonClass("outline", "md", focusRing)}>
                {d.t.showAll}
              </a>
            )}
          </div>
        </form>
      </search>
      {d.pictures.length === 0 ? (
        <p>{d.query ? fill(d.t.noMatch, { query: d.query }) : d.t.empty}</p>
      ) : (
        <MediaGrid pictures={d.pictures} caption={fill(d.t.caption, { count: d.total })} t={d.t} />
      )}
      <Pager t={d.t} window={d.list} />
      <BrowserModule<MediaUploadConfig> name="media-upload" config={d.script} />
    </div>
  );
}
