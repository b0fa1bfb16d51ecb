import { Form, Link } from "react-router";
import type { UploadOutcome } from "~/admin/media/upload-stream.server";
import { adminData, adminRequest } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import {
  FormAlert,
  HiddenFields,
  InputField,
  LinkLine,
  linkClass,
  SubmitButton,
} from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { isLang, type Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { targetLanguages } from "~/platform/text/translation-sources.server";
import { requestFacts } from "~/request-facts";
import { applyImport, languageName, planImport } from "../xliff-import.server";
import { MAX_XLIFF_BYTES, XLIFF_FORM } from "../xliff-limits";
import type { Route } from "./+types/translations-import";

export { headers, meta } from "~/admin/shell/route-head";

/**
 * A translated XLIFF file: chosen, shown as the list of what it will change, then applied on
 * confirmation (the preview carries the file back, so nothing is kept between the two steps).
 */

export const handle: RouteHandle = {
  body: { kind: "multipart-media", maxBytes: MAX_XLIFF_BYTES, form: XLIFF_FORM },
};

const targetOf = (value: string | null): Lang =>
  value && isLang(value) && targetLanguages.includes(value) ? value : (targetLanguages[0] ?? "en");

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, screen, m: t } = await adminRequest(args, "adminTranslations");
  const target = targetOf(new URL(args.request.url).searchParams.get("lang"));
  return screen(t.import.title, {
    t: t.import,
    target,
    targetName: languageName(target, lang),
    back: path(`/translations?lang=${target}`),
    action: path(`/translations/import?lang=${target}`),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, db, path, audit, user } = await adminRequest({ request, context });
  const t = messages(lang, "adminTranslations").import;
  const read = await readPosted(request, context.get(requestFacts).upload);
  if (!read.ok) {
    const message =
      read.reason === "tooLarge"
        ? fill(t.errors.tooBig, { max: fileSizeText(MAX_XLIFF_BYTES, lang) })
        : t.errors.empty;
    return adminData({ error: message }, 400);
  }
  const { xml, field } = read;
  const target = targetOf(field("lang"));
  if (field("intent") === "apply") {
    const outcome = await applyImport(db, xml, target, lang, user.username);
    if (!outcome.ok) return adminData({ error: outcome.message }, 409);
    await audit({ action: "translations_imported", target: `${target}: ${outcome.count} texts` });
    throw redirectDone(path(`/translations?lang=${target}`), "imported", { count: outcome.count });
  }
  const plan = await planImport(db, xml, target, lang);
  if (!plan.ok) return adminData({ error: plan.message }, 400);
  return adminData({
    preview: {
      xml,
      title: fill(t.previewTitle, { lang: languageName(plan.lang, lang) }),
      intro: fill(t.previewIntro, { count: plan.changes.length }),
      changes: plan.changes.map((change) => ({
        id: change.id,
        name: change.name,
        before: change.before,
        after: change.after,
      })),
    },
  });
}

/**
 * The file and the form's fields: from the multipart reader (the browser's form, the file as it
 * streamed in; the confirmation's copy as a field), or from a plain form (`xml` as a field).
 */
async function readPosted(
  request: Request,
  upload: UploadOutcome | undefined,
): Promise<
  | { ok: true; xml: string; field: (name: string) => string }
  | { ok: false; reason: "tooLarge" | "empty" }
> {
  if (upload === undefined) {
    const form = await request.formData();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    return { ok: true, xml: field("xml"), field };
  }
  if (!upload.ok && upload.reason !== "noFile") {
    return { ok: false, reason: upload.reason === "malformed" ? "empty" : "tooLarge" };
  }
  const fields = upload.fields;
  const field = (name: string) => fields[name] ?? "";
  return { ok: true, xml: upload.ok ? upload.file.bytes.toString("utf8") : field("xml"), field };
}

export default function TranslationsImport({ loaderData: d, actionData: r }: Route.ComponentProps) {
  const { t } = d;
  const preview = r && "preview" in r ? r.preview : undefined;
  const error = r && "error" in r ? r.error : undefined;
  return (
    <div className="max-w-4xl space-y-6">
      <ScreenHeading title={t.title} intro={t.intro} />
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {preview ? (
        <AdminSection
          id="translations-preview"
          title={preview.title}
          intro={preview.changes.length > 0 ? preview.intro : t.nothing}
        >
          <ul className="mt-4 divide-y divide-mist-100" data-testid="import-preview">
            {preview.changes.map((change) => (
              <li key={change.id} className="space-y-2 py-3">
                <p className="font-semibold break-words text-navy-900">{change.name}</p>
                <dl className="grid gap-2 text-sm md:grid-cols-2">
                  {(["before", "after"] as const).map((side) => (
                    <div key={side} className="min-w-0">
                      <dt className="font-semibold text-navy-900">{t[side]}</dt>
                      <dd
                        className="line-clamp-4 break-words whitespace-pre-line text-navy-800"
                        lang={d.target}
                      >
                        {change[side]}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            {preview.changes.length > 0 && (
              <Form method="post" action={d.action} encType="multipart/form-data">
                <HiddenFields values={{ intent: "apply", lang: d.target, xml: preview.xml }} />
                <SubmitButton>{t.apply}</SubmitButton>
              </Form>
            )}
            <Link to={d.back} className={linkClass}>
              {t.cancel}
            </Link>
          </div>
        </AdminSection>
      ) : (
        <Form method="post" action={d.action} encType="multipart/form-data" className="space-y-4">
          <HiddenFields values={{ intent: "preview", lang: d.target }} />
          <InputField
            name="file"
            idPrefix="xliff"
            label={`${t.file} · ${d.targetName}`}
            type="file"
            required
            accept=".xlf,.xliff,application/x-xliff+xml,application/xml,text/xml"
          />
          <SubmitButton>{t.preview}</SubmitButton>
        </Form>
      )}
      <LinkLine to={d.back}>{t.back}</LinkLine>
    </div>
  );
}
