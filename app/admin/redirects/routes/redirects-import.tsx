import { Fragment } from "react";
import { Form } from "react-router";
import { problemText } from "~/admin/redirects/redirect-form.server";
import { importRedirects } from "~/admin/redirects/redirect-import.server";
import { adminData, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { FormAlert, LinkLine, SubmitButton, TextAreaField } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import type { Route } from "./+types/redirects-import";

export { headers, meta } from "~/admin/shell/route-head";

/** A pasted list, form-encoded: a few thousand lines (deploy/nginx.conf lets 1 MB through here). */
const IMPORT_MAX_BYTES = 1024 * 1024;
export const handle: RouteHandle = { body: { kind: "bounded", maxBytes: IMPORT_MAX_BYTES } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { path, screen, m } = await adminRequest({ request, context }, "adminRedirects");
  return screen(m.import.title, { t: m.import, back: path("/redirects") });
}

/** Adds what is new, reports the rest line by line; never replaces an existing redirect. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang, db, audit, user, m } = await adminRequest({ request, context }, "adminRedirects");
  const field = await readForm(request);
  const report = await importRedirects(db, field("text"), user.username);
  await audit({
    action: "redirects_imported",
    target: `${report.added} added, ${report.conflicts.length} conflicts, ${report.refused.length} refused`,
  });
  const line = (n: number) => fill(m.import.line, { line: n });
  return adminData({
    summary: fill(m.import.report, {
      added: report.added,
      conflicts: report.conflicts.length,
      refused: report.refused.length,
    }),
    skipped: report.skipped > 0 ? fill(m.import.skipped, { count: report.skipped }) : null,
    conflicts: report.conflicts.map((conflict) => ({
      key: conflict.line,
      text: `${line(conflict.line)}: ${conflict.source} — ${fill(m.errors.exists, { target: conflict.existing })}`,
    })),
    refused: report.refused.map((refusal) => ({
      key: refusal.line,
      text: `${line(refusal.line)}: ${refusal.source} — ${problemText(refusal.problem, lang).text}`,
    })),
  });
}

export default function ImportRedirects({ loaderData: d, actionData: r }: Route.ComponentProps) {
  const { t } = d;
  return (
    <div className="max-w-3xl space-y-6">
      <ScreenHeading title={t.title} intro={t.intro} />
      {r && (
        <section aria-label={t.title} className="space-y-3">
          <FormAlert tone={r.refused.length + r.conflicts.length > 0 ? "error" : "success"}>
            {r.summary}
          </FormAlert>
          {r.skipped && <p className="font-medium text-red-800">{r.skipped}</p>}
          {[
            { title: t.conflicts, items: r.conflicts },
            { title: t.refusedTitle, items: r.refused },
          ].map(
            ({ title, items }) =>
              items.length > 0 && (
                <Fragment key={title}>
                  <h2 className="text-lg font-bold text-navy-900">{title}</h2>
                  <ul className="list-disc space-y-1 pl-6 break-all text-navy-900">
                    {items.map((item) => (
                      <li key={item.key}>{item.text}</li>
                    ))}
                  </ul>
                </Fragment>
              ),
          )}
        </section>
      )}
      <Form method="post" className="space-y-4">
        <TextAreaField
          name="text"
          label={t.text}
          rows={14}
          required
          spellCheck={false}
          inputClass="font-mono text-sm"
        />
        <SubmitButton>{t.submit}</SubmitButton>
      </Form>
      <LinkLine to={d.back}>{t.back}</LinkLine>
    </div>
  );
}
