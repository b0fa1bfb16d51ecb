import { Form, Link } from "react-router";
import type { LeaveWarningConfig } from "~/admin/shell/browser/leave-warning";
import { formBounds, inputBounds } from "~/admin/shell/form-schema";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { ROLES, type Role } from "~/platform/database/roles";
import {
  FieldSet,
  FormAlert,
  focusRing,
  InputField,
  SelectField,
  SubmitButton,
} from "../../shell/ui/form-field";
import { memberFormSchema } from "../member-form-schema";

const USER_FORM = "user-form";
const bounds = formBounds(memberFormSchema);

/** What the form shows: the stored or typed values, and the errors of a refused post. */
export interface UserFormValues {
  displayName: string;
  email: string;
  username: string;
  role: string;
  language: string;
}

export interface UserFormTexts {
  displayName: string;
  email: string;
  emailEditHint: string;
  username: string;
  usernameHint: string;
  role: string;
  language: string;
  languageHint: string;
}

/**
 * The invitation form (with a username) and the account form (without: a username never
 * changes). The role is a group of radio buttons, each with the sentence that says what it may do.
 * A warning stops the person leaving a form they changed.
 */
export function UserForm({
  t,
  values,
  errors,
  alert,
  submit,
  cancel,
  invitation,
  note,
  unsaved,
}: {
  t: UserFormTexts & {
    roles: Record<Role, string>;
    roleHints: Record<Role, string>;
    languages: Record<"fr" | "en", string>;
  };
  values: UserFormValues;
  errors: Partial<Record<keyof UserFormValues, string>>;
  alert?: string;
  submit: string;
  cancel?: { href: string; label: string };
  invitation: boolean;
  /** Under the role, such as "this is your account". */
  note?: string;
  /** The page shows what a refused post kept: leaving it would lose it. */
  unsaved: boolean;
}) {
  return (
    <>
      <Form method="post" id={USER_FORM} className="max-w-xl space-y-5" noValidate>
        {alert && <FormAlert tone="error">{alert}</FormAlert>}
        <input type="hidden" name="intent" value="save" />
        <InputField
          name="displayName"
          label={t.displayName}
          error={errors.displayName}
          autoComplete="off"
          {...inputBounds(bounds.displayName)}
          required
          defaultValue={values.displayName}
        />
        <InputField
          name="email"
          label={t.email}
          hint={invitation ? undefined : t.emailEditHint}
          error={errors.email}
          type="email"
          autoComplete="off"
          {...inputBounds(bounds.email)}
          required={invitation}
          defaultValue={values.email}
        />
        {invitation && (
          <InputField
            name="username"
            label={t.username}
            hint={t.usernameHint}
            error={errors.username}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...inputBounds(bounds.username)}
            defaultValue={values.username}
          />
        )}
        <FieldSet name="role" label={t.role} error={errors.role}>
          {ROLES.map((role) => (
            <label
              key={role}
              className="flex gap-3 rounded-md border border-mist-200 bg-white p-3 has-checked:border-steel-700"
            >
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={values.role === role}
                required
                aria-describedby={`role-${role}-hint`}
                className={`mt-1 size-4 shrink-0 ${focusRing}`}
              />
              <span>
                <span className="block font-semibold text-navy-900">{t.roles[role]}</span>
                <span id={`role-${role}-hint`} className="block text-sm text-navy-800">
                  {t.roleHints[role]}
                </span>
              </span>
            </label>
          ))}
          {note && <p className="text-sm text-navy-800">{note}</p>}
        </FieldSet>
        <SelectField
          name="language"
          label={t.language}
          hint={t.languageHint}
          error={errors.language}
          defaultValue={values.language}
          options={(["fr", "en"] as const).map((lang) => ({
            value: lang,
            label: t.languages[lang],
          }))}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton>{submit}</SubmitButton>
          {cancel && (
            <Link
              to={cancel.href}
              className={`font-semibold text-steel-700 hover:underline ${focusRing}`}
            >
              {cancel.label}
            </Link>
          )}
        </div>
      </Form>
      <BrowserModule<LeaveWarningConfig>
        name="leave-warning"
        config={{ formId: USER_FORM, unsaved }}
      />
    </>
  );
}
