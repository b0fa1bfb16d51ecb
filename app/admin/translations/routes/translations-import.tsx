import { Form, Link } from "react-router";
import { adminData, adminRequest } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import {
  controlClass,
  Field,
  FormAlert,
  focusRing,
  LinkLine,
  linkClass,
} from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { isLang, type Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { targetLanguages } from "~/platform/text/translation-sources.server";
import { buttonClass } from "~/platform/ui/button";
import { applyImport, languageName, planImport } from "../xliff-import.server";
import type { Route } from "./+types/translations-import";

export { headers, meta } from "~/admin/shell/route-head";

/**
 * A translated XLIFF file: chosen, shown as the list of what it will change, then applied on
 * confirmation (the preview carries the file back, so nothing is kept between the two steps).
 */

/** A whole site's texts in one language fit in well under this (about 400 KB as XLIFF). */
const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const handle: RouteHandle = { body: { kind: "bounded", maxBytes: IMPORT_MAX_BYTES } };

const targetOf = (value: string | null): Lang =>
  value && isLang(value) && targetLanguages.includes(value) ? value : (targetLanguages[0] ?? "en");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, screen } = await adminRequest({ request, context });
  const t = messages(lang, "adminTranslations");
  const target = targetOf(new URL(request.url).searchParams.get("lang"));
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
  const form = await request.formData();
  const target = targetOf(String(form.get("lang") ?? ""));
  const upload = form.get("file");
  const xml =
    typeof upload === "object" && upload !== null
      ? await upload.text()
      : String(form.get("xml") ?? "");
  if (xml.length > IMPORT_MAX_BYTES) {
    return adminData(
      { error: fill(t.errors.tooBig, { max: fileSizeText(IMPORT_MAX_BYTES, lang) }) },
      400,
    );
  }
  if (form.get("intent") === "apply") {
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
                  <div className="min-w-0">
                    <dt className="font-semibold text-navy-900">{t.before}</dt>
                    <dd
                      className="line-clamp-4 break-words whitespace-pre-line text-navy-800"
                      lang={d.target}
                    >
                      {change.before}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="font-semibold text-navy-900">{t.after}</dt>
                    <dd
                      className="line-clamp-4 break-words whitespace-pre-line text-navy-800"
                      lang={d.target}
                    >
                      {change.after}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            {preview.changes.length > 0 && (
              <Form method="post" action={d.action}>
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="lang" value={d.target} />
                <input type="hidden" name="xml" value={preview.xml} />
                <button type="submit" className={buttonClass("primary", "md", focusRing)}>
                  {t.apply}
                </button>
              </Form>
            )}
            <Link to={d.back} className={linkClass}>
              {t.cancel}
            </Link>
          </div>
        </AdminSection>
      ) : (
        <Form method="post" action={d.action} encType="multipart/form-data" className="space-y-4">
          <input type="hidden" name="intent" value="preview" />
          <input type="hidden" name="lang" value={d.target} />
          <Field name="file" idPrefix="xliff" label={`${t.file} · ${d.targetName}`}>
            {(ids) => (
              <input
                {...ids}
                type="file"
                required
                accept=".xlf,.xliff,application/x-xliff+xml,application/xml,text/xml"
                className={controlClass}
              />
            )}
          </Field>
          <button type="submit" className={buttonClass("primary", "md", focusRing)}>
            {t.preview}
          </button>
        </Form>
      )}
      <LinkLine to={d.back}>{t.back}</LinkLine>
    </div>
  );
}
