import type { ReactNode } from "react";
import { Form } from "react-router";
import type fr from "~/admin/site-content/texts/settings.fr.server";
import { type Lang, languages, type StaffLang, staffLanguages } from "~/platform/i18n/lang";
import { dayName, weekdays } from "~/platform/i18n/opening-hours";
import {
  formatRetention,
  retentionChoices,
  type SettingsField,
  settingsSchema,
} from "~/platform/settings/site-settings-fields";
import { socialNetworks } from "~/platform/text/social-networks";
import { buttonClass } from "~/platform/ui/button";
import { type FieldBounds, formBounds, inputBounds } from "../../shell/form-schema";
import { AdminSection } from "../../shell/ui/admin-section";
import {
  controlClass,
  Field,
  type FieldControl,
  focusRing,
  HiddenFields,
} from "../../shell/ui/form-field";

type Texts = typeof fr;

/** The form's id, which the warning before leaving watches. */
export const SETTINGS_FORM = "settings-form";
/** The form's values by control name ("phone", "hours.monday.from"...), as typed or stored. */
export type SettingsFormValues = Record<string, string>;

const ID_PREFIX = "settings";
/** Each control's bounds, from the schema the save checks the settings with. */
const bounds: Partial<Record<string, FieldBounds>> = formBounds(settingsSchema);

/**
 * The settings form, in sections an office manager recognises; one plain form (no JavaScript),
 * each error beside its field, everything typed kept when a save is refused.
 */
export function SettingsForm({
  t,
  lang,
  values,
  errors,
  version,
  vat,
  preview,
  missing,
  boardHref,
}: {
  t: Texts;
  lang: StaffLang;
  values: SettingsFormValues;
  errors: Partial<Record<string, string>>;
  version: number;
  vat: string;
  preview: Record<Lang, string>;
  /** What the Dutch pages still show in another language: settings texts without their Dutch. */
  missing: string[];
  boardHref: string;
}) {
  const hintOf = (name: SettingsField) => (t.hints as Partial<Record<string, string>>)[name];
  /** A field of the form: its label, hint and error around the control; wide ones take a row. */
  const field = (
    name: SettingsField,
    { wide = false, hint = true }: { wide?: boolean; hint?: boolean },
    control: (control: FieldControl) => ReactNode,
  ) => (
    <Field
      name={name}
      idPrefix={ID_PREFIX}
      label={t.fields[name]}
      hint={hint ? hintOf(name) : undefined}
      error={errors[name]}
      className={wide ? "sm:col-span-2" : undefined}
    >
      {control}
    </Field>
  );
  const text = (
    name: SettingsField,
    options: {
      type?: "text" | "tel" | "email" | "url";
      autoComplete?: string;
      wide?: boolean;
    } = {},
  ) =>
    field(name, options, (control) => (
      <input
        {...control}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete ?? "off"}
        defaultValue={values[name] ?? ""}
        {...inputBounds(bounds[name])}
        className={controlClass}
      />
    ));
  const longText = (name: SettingsField) =>
    field(name, { wide: true, hint: false }, (control) => (
      <textarea
        {...control}
        rows={12}
        defaultValue={values[name] ?? ""}
        {...inputBounds(bounds[name])}
        className={controlClass}
      />
    ));
  /** A choice from a short list, as wide as its words. */
  const choice = (name: SettingsField, options: [value: string, label: string][]) =>
    field(name, { wide: true }, (control) => (
      <select
        {...control}
        defaultValue={values[name] ?? ""}
        className={`${controlClass} sm:max-w-xs`}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    ));
  // How long requests and applications are kept: the same choices for both.
  const retention: [string, string][] = retentionChoices.map((months) => [
    String(months),
    formatRetention(months, lang),
  ]);
  return (
    <Form id={SETTINGS_FORM} method="post" className="space-y-6" noValidate>
      <HiddenFields values={{ intent: "save", version }} />

      <GridSection id="settings-contact" t={t.contact}>
        {text("phone", { type: "tel", autoComplete: "tel" })}
        {text("email", { type: "email", autoComplete: "email" })}
        {text("address.street", { wide: true })}
        {text("address.postalCode")}
        {text("address.city")}
        {text("address.countryFr")}
        {text("address.countryEn")}
        {text("address.countryNl")}
      </GridSection>

      <AdminSection id="settings-hours" title={t.hours.title} intro={t.hours.intro}>
        <div className="mt-5 space-y-3">
          {weekdays.map((day) => (
            <DayRow
              key={day}
              t={t}
              name={`hours.${day}`}
              day={dayName(day, lang).replace(/^./, (c) => c.toUpperCase())}
              values={values}
              error={errors[`hours.${day}`]}
            />
          ))}
        </div>
        <div className="mt-5 rounded-md bg-mist-50 p-4 text-sm text-navy-900">
          <p className="font-semibold">{t.hours.preview}</p>
          {languages.map((code) => (
            <p key={code} className="mt-1" lang={code}>
              {preview[code]}
            </p>
          ))}
        </div>
      </AdminSection>

      <GridSection id="settings-area" t={t.serviceArea}>
        {text("serviceArea.fr", { wide: true })}
        {text("serviceArea.en", { wide: true })}
        {text("serviceArea.nl", { wide: true })}
      </GridSection>

      <GridSection id="settings-social" t={t.social}>
        {socialNetworks.map((network) => (
          <div key={network.key}>{text(`social.${network.key}`, { type: "url" })}</div>
        ))}
      </GridSection>

      <GridSection id="settings-legal" t={t.legal}>
        {text("legal.name", { wide: true, autoComplete: "organization" })}
        {text("legal.formFr")}
        {text("legal.formEn")}
        {text("legal.formNl")}
        {text("legal.enterpriseNumber")}
        {/* Derived, not typed: read-only and not sent. */}
        <Field name="vat" idPrefix={ID_PREFIX} label={t.legal.vat} hint={t.legal.vatHint} hintAfter>
          {({ name: _, ...control }) => (
            <input
              {...control}
              type="text"
              readOnly
              value={vat}
              data-testid="settings-vat"
              className={`${controlClass} bg-mist-50`}
            />
          )}
        </Field>
      </GridSection>

      <GridSection id="settings-acknowledgement" t={t.acknowledgement}>
        {text("ack.subjectFr", { wide: true })}
        {longText("ack.bodyFr")}
        {text("ack.subjectEn", { wide: true })}
        {longText("ack.bodyEn")}
        {text("ack.subjectNl", { wide: true })}
        {longText("ack.bodyNl")}
      </GridSection>

      <AdminSection id="settings-languages" title={t.languages.title} intro={t.languages.intro}>
        <div className="mt-5 space-y-3">
          <label className="flex min-h-11 items-center gap-3 font-semibold text-navy-900">
            <input
              type="checkbox"
              name="languages.nl"
              value="on"
              defaultChecked={values["languages.nl"] === "on"}
              className={`size-5 accent-steel-700 ${focusRing}`}
            />
            {t.fields["languages.nl"]}
          </label>
          <div className="rounded-md bg-mist-50 p-4 text-sm text-navy-900" data-testid="nl-missing">
            {missing.length === 0 ? (
              <p>{t.languages.nothingMissing}</p>
            ) : (
              <>
                <p className="font-semibold">{t.languages.missing}</p>
                <ul className="mt-1 list-disc pl-5">
                  {missing.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            )}
            <p className="mt-2">
              <a href={boardHref} className="text-steel-700 underline underline-offset-2">
                {t.languages.board}
              </a>
            </p>
          </div>
        </div>
      </AdminSection>

      <GridSection id="settings-leads" t={t.leads}>
        {text("leads.backupEmail", { type: "email", wide: true })}
        {choice("leads.retentionMonths", retention)}
        {choice(
          "leads.mailLanguage",
          staffLanguages.map((code) => [code, t.languageNames[code]]),
        )}
      </GridSection>

      <GridSection id="settings-careers" t={t.careers}>
        {text("careers.recruitmentEmail", { type: "email", wide: true })}
        {choice("careers.retentionMonths", retention)}
      </GridSection>

      <div className="flex justify-end">
        <button type="submit" className={buttonClass("primary", "lg")}>
          {t.save}
        </button>
      </div>
    </Form>
  );
}

/** One day: open or not, and its times; the day's name is the group's legend. */
function DayRow({
  t,
  name,
  day,
  values,
  error,
}: {
  t: Texts;
  name: SettingsField;
  day: string;
  values: SettingsFormValues;
  error?: string;
}) {
  const id = `${ID_PREFIX}-${name}`;
  const errorId = `${id}-error`;
  const invalid = error ? ({ "aria-invalid": true, "aria-describedby": errorId } as const) : {};
  const time = (part: "from" | "to") => (
    <label className="flex items-center gap-2 text-sm text-navy-900">
      <span className="w-6 font-semibold">{t.hours[part]}</span>
      <input
        type="time"
        name={`${name}.${part}`}
        id={`${id}-${part}`}
        defaultValue={values[`${name}.${part}`] ?? ""}
        className={`${controlClass} w-32`}
        {...invalid}
      />
    </label>
  );
  return (
    <fieldset className="flow-root rounded-md border border-mist-200 px-4 py-3">
      {/* Floated, the legend stands beside the controls rather than on the border. */}
      <legend className="float-left w-28 py-2 font-semibold text-navy-900">{day}</legend>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <input
            type="checkbox"
            name={`${name}.open`}
            id={`${id}-open`}
            defaultChecked={values[`${name}.open`] === "on"}
            className={`size-5 ${focusRing}`}
            {...invalid}
          />
          {t.hours.open}
        </label>
        {time("from")}
        {time("to")}
      </div>
      {error && (
        <p id={errorId} className="clear-left pt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A section of the form whose fields stand in a grid: its title and introduction, its fields. */
function GridSection({
  id,
  t,
  children,
}: {
  id: string;
  t: { title: string; intro: string };
  children: ReactNode;
}) {
  return (
    <AdminSection id={id} title={t.title} intro={t.intro}>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">{children}</div>
    </AdminSection>
  );
}
