import { redirect } from "react-router";
import { z } from "zod";
import { stepUpRequest } from "~/admin/accounts/step-up.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  formatDateTime,
  parseId,
  readForm,
} from "~/admin/shell/admin-request.server";
import type { LeaveWarningConfig } from "~/admin/shell/browser/leave-warning";
import { doneOf } from "~/admin/shell/done.server";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormAlert } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import {
  SETTINGS_FORM,
  SettingsForm,
  type SettingsFormValues,
} from "~/admin/site-content/ui/settings-form";
import { describeSetting, SettingsHistory } from "~/admin/site-content/ui/settings-history";
import { translationGaps } from "~/admin/translations/translation-gaps.server";
import { fill } from "~/platform/i18n/format";
import { type Lang, languages } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { formatOpeningHours, type OpeningHours, weekdays } from "~/platform/i18n/opening-hours";
import {
  readSiteSettings,
  restoreSiteSetting,
  saveSiteSettings,
} from "~/platform/settings/site-settings.server";
import {
  isSettingsField,
  type SettingsField,
  type SettingsValues,
  sameFieldValue,
  settingsFields,
} from "~/platform/settings/site-settings-fields";
import { listHistory } from "~/platform/text/content-history.server";
import {
  formatEnterpriseNumber,
  normalizeEnterpriseNumber,
  vatNumberOf,
} from "~/platform/text/enterprise-number";
import type { Route } from "./+types/settings";

/**
 * The site settings (docs/decisions/024): contact details, opening hours, service area, social
 * links and legal identity, with their history and "restore". Any signed-in account may edit them:
 * the back office has no roles yet, every account is an administrator.
 */

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["saved", "unchanged", "restored"] as const;
const HISTORY_SHOWN = 50;

/** The form's controls: a day's hours are three of them. */
const isDay = (field: SettingsField) => field.startsWith("hours.");

/** The stored values as the form shows them: text, and "on" for a ticked day. */
function formValues(values: SettingsValues): SettingsFormValues {
  const shown: SettingsFormValues = {};
  for (const field of settingsFields) {
    const value = values[field];
    if (typeof value === "string") {
      shown[field] = field === "legal.enterpriseNumber" ? formatEnterpriseNumber(value) : value;
    } else {
      shown[`${field}.open`] = value.open ? "on" : "";
      shown[`${field}.from`] = value.from;
      shown[`${field}.to`] = value.to;
    }
  }
  return shown;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, db, screen, path, m } = await adminRequest({ request, context }, "adminSettings");
  const [stored, history] = await Promise.all([
    readSiteSettings(db),
    listHistory(db, "settings", HISTORY_SHOWN),
  ]);
  const query = new URL(request.url).searchParams;
  const done = doneOf(request, DONE);
  const restoredField = query.get("field") ?? "";
  const hours = Object.fromEntries(
    weekdays.map((day) => [day, stored.values[`hours.${day}`]]),
  ) as OpeningHours;
  const texts = {
    closed: m.history.closed,
    blank: m.history.blank,
    on: m.history.on,
    off: m.history.off,
  };
  return screen(m.title, {
    t: m,
    lang,
    version: stored.version,
    values: formValues(stored.values),
    vat: vatNumberOf(stored.values["legal.enterpriseNumber"]).display,
    preview: Object.fromEntries(
      languages.map((code) => [code, formatOpeningHours(hours, code)]),
    ) as Record<Lang, string>,
    missing: await translationGaps(db, "nl", lang),
    boardHref: path("/translations?lang=nl"),
    lastSaved: stored.updatedAt
      ? fill(m.lastSaved, {
          date: formatDateTime(stored.updatedAt, lang),
          user: stored.updatedBy ?? m.history.nobody,
        })
      : m.neverSaved,
    done:
      done === "restored"
        ? fill(m.restored, {
            field: isSettingsField(restoredField) ? m.fields[restoredField] : "",
          })
        : done && m[done],
    history: history.flatMap((entry) => {
      if (!isSettingsField(entry.key)) return [];
      const key = entry.key;
      return [
        {
          id: entry.id,
          at: formatDateTime(entry.at, lang),
          actor: entry.actor ?? m.history.nobody,
          field: m.fields[key],
          old: describeSetting(key, entry.oldValue, lang, texts),
          new: describeSetting(key, entry.newValue, lang, texts),
          restoring: entry.restoredFrom !== null,
          // Restoring what the field already holds would change nothing.
          restorable: !sameFieldValue(key, entry.oldValue, stored.values[key]),
        },
      ];
    }),
  });
}

type Alert = "invalid" | "conflict" | "restoreConflict" | "restoreInvalid" | "restoreMissing";

/** A refused save or restore: why, and what the form shows again. */
interface Refusal {
  alert: Alert;
  /** What was typed (a refused save), else null: the page shows the stored values. */
  values: SettingsFormValues | null;
  errors: Record<string, string>;
  /** The version a new save must carry, when it changed under the form. */
  version: number | null;
  /** The VAT number the typed enterprise number gives. */
  vat: string | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await adminRequest({ request, context });
  const { lang, user, path, db, audit } = session;
  // The company's identity and addresses: who is there is confirmed first (step-up).
  const form = await stepUpRequest(request, session);
  const m = messages(lang, "adminSettings");
  const text = await readForm(form);
  const version = z.coerce.number().int().min(0).catch(-1).parse(text("version"));
  const done = (query: string) =>
    redirect(`${path("/settings")}?${query}`, { headers: adminHeaders });
  const refuse = (alert: Alert, status: number, extra: Partial<Omit<Refusal, "alert">> = {}) =>
    adminData<Refusal>(
      { alert, values: null, errors: {}, version: null, vat: null, ...extra },
      status,
    );

  if (text("intent") === "restore") {
    const id = parseId(text("historyId"));
    const result = id ? await restoreSiteSetting(db, id, version, user.username) : undefined;
    if (!result || (!result.ok && result.reason === "notFound")) {
      return refuse("restoreMissing", 404);
    }
    if (!result.ok) {
      return result.reason === "invalid"
        ? refuse("restoreInvalid", 400)
        : refuse("restoreConflict", 409);
    }
    if (result.changed.length > 0) {
      await audit({
        action: "settings_restored",
        target: result.key,
        object: { type: "settings", id: "site" },
      });
    }
    throw done(`done=restored&field=${encodeURIComponent(result.key)}`);
  }

  // Everything typed comes back with a refusal, so that nothing is lost.
  const typed: SettingsFormValues = {};
  const input: Record<string, unknown> = {};
  for (const field of settingsFields) {
    if (isDay(field)) {
      for (const part of ["open", "from", "to"])
        typed[`${field}.${part}`] = text(`${field}.${part}`);
      input[field] = {
        open: typed[`${field}.open`] === "on",
        from: typed[`${field}.from`],
        to: typed[`${field}.to`],
      };
    } else {
      typed[field] = text(field);
      input[field] = typed[field];
    }
  }
  const result = await saveSiteSettings(db, input, version, user.username);
  if (!result.ok && result.reason === "invalid") {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, code]) => [
        field,
        fill(m.errors[(code ?? "required") as keyof typeof m.errors] ?? m.errors.required, {
          network: field.startsWith("social.") ? m.fields[field as SettingsField] : "",
        }),
      ]),
    );
    const number = normalizeEnterpriseNumber(typed["legal.enterpriseNumber"] ?? "");
    return refuse("invalid", 400, {
      values: typed,
      errors,
      vat: number ? vatNumberOf(number).display : m.history.nobody,
    });
  }
  if (!result.ok) {
    // The current version comes back: saving again is a choice made knowing of the other save.
    const current = await readSiteSettings(db);
    return refuse("conflict", 409, { values: typed, version: current.version });
  }
  if (result.changed.length === 0) throw done("done=unchanged");
  await audit({
    action: "settings_saved",
    target: result.changed.join(", "),
    object: { type: "settings", id: "site" },
  });
  throw done("done=saved");
}

export default function SettingsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const alert = actionData?.alert;
  return (
    <div className="space-y-6">
      <ScreenHeading title={d.t.title} intro={d.t.intro}>
        <p className="mt-2 text-sm text-navy-800">{d.lastSaved}</p>
      </ScreenHeading>
      {alert && <FormAlert tone="error">{d.t[alert]}</FormAlert>}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <SettingsForm
        t={d.t}
        lang={d.lang}
        values={actionData?.values ?? d.values}
        errors={actionData?.errors ?? {}}
        version={actionData?.version ?? d.version}
        vat={actionData?.vat ?? d.vat}
        preview={d.preview}
        missing={d.missing}
        boardHref={d.boardHref}
      />
      <SettingsHistory t={d.t.history} entries={d.history} version={d.version} />
      {/* A refused save shows what is not stored yet: leaving it asks first. */}
      <BrowserModule<LeaveWarningConfig>
        name="leave-warning"
        config={{ formId: SETTINGS_FORM, unsaved: actionData !== undefined }}
      />
    </div>
  );
}
