import { Form } from "react-router";
import { remove404 } from "~/admin/redirects/not-found-log.server";
import {
  type RedirectField,
  type RedirectFormValues,
  redirectSchema,
} from "~/admin/redirects/redirect-form";
import {
  auditTarget,
  formValues,
  problemText,
  targetChoices,
  toInput,
} from "~/admin/redirects/redirect-form.server";
import { findRedirect, saveRedirect } from "~/admin/redirects/redirects.server";
import { adminData, adminRequest, findById, readForm } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { formBounds, inputBounds, parseForm } from "~/admin/shell/form-schema";
import {
  FieldSet,
  FormAlert,
  focusRing,
  InputField,
  LinkLine,
  MissingItem,
  SelectField,
  SubmitButton,
  TickBox,
} from "~/admin/shell/ui/form-field";
import type { Route } from "./+types/redirect-edit";

export { headers, meta } from "~/admin/shell/route-head";

const bounds = formBounds(redirectSchema);

/** A new redirect (`?from=` a 404 line's path fills its old address), or one to change. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminRedirects");
  const isNew = params.id === undefined;
  const view = isNew ? undefined : await findById(db, params.id, findRedirect);
  const from = (new URL(request.url).searchParams.get("from") ?? "").slice(0, 400);
  return screen(isNew ? m.form.newTitle : m.form.editTitle, {
    t: m.form,
    title: isNew ? m.form.newTitle : m.form.editTitle,
    missing: !isNew && !view,
    values: formValues(view, from),
    choices: await targetChoices(db, lang),
    back: path("/redirects"),
  });
}

export async function action(args: Route.ActionArgs) {
  const { lang, path, db, audit, user, m } = await adminRequest(args, "adminRedirects");
  const field = await readForm(args.request);
  const posted: RedirectFormValues = {
    source: field("source"),
    kind: field("kind") as RedirectFormValues["kind"],
    page: field("page"),
    article: field("article"),
    url: field("url"),
    status: field("status") as RedirectFormValues["status"],
    keepRest: field("keepRest"),
  };
  const refuse = (errors: Partial<Record<RedirectField, string>>) =>
    adminData({ values: posted, errors, refused: m.form.refused }, 400);
  const parsed = parseForm<typeof redirectSchema, RedirectField>(redirectSchema, posted);
  if (!parsed.ok) {
    const errors = m.errors as Record<string, string>;
    return refuse(
      Object.fromEntries(
        Object.entries(parsed.errors).map(([name, code]) => [name, errors[code] ?? errors.invalid]),
      ),
    );
  }
  const input = toInput(parsed.data);
  if (!input.ok) return refuse({ [input.field]: m.errors.required });
  const id = args.params.id === undefined ? undefined : Number(args.params.id);
  if (id !== undefined && (!Number.isInteger(id) || !(await findRedirect(db, id)))) {
    throw redirectDone(path("/redirects"), "deleted");
  }
  const result = await saveRedirect(db, input.input, user.username, id);
  if (!result.ok) {
    const problem = problemText(result.problem, lang, input.input.target.kind);
    return refuse({ [problem.field]: problem.text });
  }
  // "Redirect this" from the 404 log: its line goes once the address leads somewhere.
  await remove404(db, result.redirect.source);
  await audit({
    action: id === undefined ? "redirect_added" : "redirect_saved",
    target: auditTarget(result.redirect),
  });
  throw redirectDone(path("/redirects"), id === undefined ? "added" : "saved");
}

export default function RedirectEdit({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = d;
  if (d.missing) return <MissingItem title={t.missing} back={d.back} backText={t.cancel} />;
  const values = actionData?.values ?? d.values;
  const errors: Partial<Record<RedirectField, string>> = actionData?.errors ?? {};
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-navy-900">{d.title}</h1>
      {actionData?.refused && <FormAlert tone="error">{actionData.refused}</FormAlert>}
      <Form method="post" noValidate className="space-y-6">
        <InputField
          name="source"
          label={t.source}
          hint={t.sourceHint}
          error={errors.source}
          type="text"
          defaultValue={values.source}
          required
          {...inputBounds(bounds.source)}
        />
        <FieldSet name="kind" label={t.targetKind} error={errors.kind} className="space-y-4">
          {(["page", "article", "url"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-navy-900">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={values.kind === kind}
                className={focusRing}
              />
              {t.kinds[kind]}
            </label>
          ))}
          {(["page", "article"] as const).map((kind) => (
            <SelectField
              key={kind}
              name={kind}
              label={t[kind]}
              error={errors[kind]}
              defaultValue={values[kind]}
              options={d.choices[kind]}
              any="—"
            />
          ))}
          <InputField
            name="url"
            label={t.url}
            hint={t.urlHint}
            error={errors.url}
            type="url"
            defaultValue={values.url}
            {...inputBounds(bounds.url)}
          />
        </FieldSet>
        <SelectField
          name="status"
          label={t.status}
          error={errors.status}
          defaultValue={values.status}
          options={(["301", "302"] as const).map((value) => ({ value, label: t.statuses[value] }))}
        />
        <TickBox
          name="keepRest"
          label={t.keepRest}
          hint={t.keepRestHint}
          defaultChecked={values.keepRest === "on"}
        />
        <SubmitButton>{t.save}</SubmitButton>
      </Form>
      <LinkLine to={d.back}>{t.cancel}</LinkLine>
    </div>
  );
}
