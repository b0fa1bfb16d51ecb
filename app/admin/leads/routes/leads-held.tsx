import { Form, Link } from "react-router";
import {
  listHeldLeads,
  markHeldAsSpam,
  messageExcerpt,
  releaseLead,
} from "~/admin/intake/lead-intake.server";
import { kickOutbox } from "~/admin/intake/outbox.server";
import { findLead } from "~/admin/leads/leads.server";
import { LeadTabs, ReasonList } from "~/admin/leads/ui/lead-intake";
import {
  adminData,
  adminRequest,
  formatDateTime,
  parseId,
  readForm,
} from "~/admin/shell/admin-request.server";
import { Facts } from "~/admin/shell/ui/admin-section";
import { FormAlert, HiddenFields, linkClass } from "~/admin/shell/ui/form-field";
import { fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/leads-held";
import { leadViews } from "./lead-views.server";

export { headers, meta } from "~/admin/shell/route-head";

/**
 * The requests held as doubtful (app/site/contact/spam-score.server.ts): kept, not e-mailed,
 * each with its score and reasons in plain words, released by one click.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m: t } = await adminRequest({ request, context }, "adminLeads");
  const rows = await listHeldLeads(db);
  return screen(t.intake.held.title, {
    t,
    lang,
    views: await leadViews(db, path, "held"),
    rows: rows.map((row) => ({
      id: row.id,
      link: path(`/leads/${row.id}`),
      at: formatDateTime(row.createdAt, lang),
      name: row.name,
      company: row.company,
      score: row.spamScore,
      reasons: row.spamReasons,
      excerpt: messageExcerpt(row.messageStart),
    })),
  });
}

type Outcome = { released: number } | { spam: number } | { gone: true };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, audit } = await adminRequest({ request, context });
  const field = await readForm(request);
  const id = parseId(field("id"));
  const intent = field("intent");
  if (intent === "spam" && id !== undefined) {
    const before = await findLead(db, id);
    if (!before || !(await markHeldAsSpam(db, id))) {
      return adminData({ gone: true } satisfies Outcome, 409);
    }
    // The same entry as a status changed on the request's page: its history shows it.
    await audit({
      action: "lead_status_changed",
      target: `#${id}: ${before.status} → spam`,
      object: { type: "lead", id },
    });
    return adminData({ spam: id } satisfies Outcome);
  }
  if (intent !== "release" || id === undefined || !(await releaseLead(db, id))) {
    return adminData({ gone: true } satisfies Outcome, 409);
  }
  await audit({ action: "lead_released", target: `request ${id}`, object: { type: "lead", id } });
  kickOutbox();
  return adminData({ released: id } satisfies Outcome);
}

export default function LeadsHeldPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.intake;
  return (
    <div className="space-y-6">
      <LeadTabs t={t} views={d.views} title={t.held.title} intro={t.held.intro} />
      {actionData &&
        ("released" in actionData ? (
          <FormAlert tone="success">{fill(t.held.released, { id: actionData.released })}</FormAlert>
        ) : "spam" in actionData ? (
          <FormAlert tone="success">{fill(t.held.markedSpam, { id: actionData.spam })}</FormAlert>
        ) : (
          <FormAlert tone="error">{t.held.releaseGone}</FormAlert>
        ))}
      {d.rows.length === 0 ? (
        <p role="status">{t.held.empty}</p>
      ) : (
        // Cards rather than a table: each reads whole, with its button, on a 375 px phone.
        <section aria-labelledby="held-caption" className="space-y-3">
          <h2 id="held-caption" className="text-sm text-navy-800">
            {t.held.caption}
          </h2>
          <ul className="space-y-3">
            {d.rows.map((row) => (
              <li
                key={row.id}
                data-held={row.id}
                className="rounded-2xl border border-mist-200 bg-white p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-lg font-semibold break-words">
                      <Link to={row.link} className={linkClass}>
                        {row.name}
                      </Link>
                    </p>
                    <p className="break-words text-navy-800">{row.company}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {(
                      [
                        ["release", t.held.release, t.held.releaseLabel],
                        ["spam", t.held.spam, t.held.spamLabel],
                      ] as const
                    ).map(([intent, label, named]) => (
                      <Form key={intent} method="post">
                        <HiddenFields values={{ intent, id: row.id }} />
                        <button
                          type="submit"
                          aria-label={fill(named, { name: row.name })}
                          className={buttonClass("secondary")}
                        >
                          {label}
                        </button>
                      </Form>
                    ))}
                  </div>
                </div>
                <blockquote className="mt-3 border-l-4 border-mist-200 pl-3 break-words text-navy-800">
                  <p>
                    <span className="sr-only">{t.held.excerpt} </span>
                    {row.excerpt}
                  </p>
                </blockquote>
                <Facts
                  className="mt-3 text-sm"
                  items={[
                    [t.held.columns.date, row.at],
                    [t.held.columns.score, row.score, "font-semibold"],
                    [
                      t.held.columns.reasons,
                      <ReasonList key="reasons" reasons={row.reasons} t={t} lang={d.lang} />,
                    ],
                  ]}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
