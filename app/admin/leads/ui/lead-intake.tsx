import { Link } from "react-router";
import type frLeads from "~/admin/leads/texts/fr.server";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { cn } from "~/platform/ui/cn";
import { focusRing } from "../../shell/ui/form-field";

export type IntakeTexts = (typeof frLeads)["intake"];

/** The leads screen's three views, as links (each is a page: it works without JavaScript). */
export interface LeadViews {
  current: "inbox" | "held" | "dashboard";
  links: { inbox: string; held: string; dashboard: string };
  counts: { fresh: number; held: number; unanswered: number };
}

/**
 * The head of the leads screen's views: the view's title and introduction, the tabs, and what
 * waits for the team (new, to check, unanswered).
 */
export function LeadTabs({
  t,
  views,
  title,
  intro,
}: {
  t: IntakeTexts;
  views: LeadViews;
  title: string;
  intro: string;
}) {
  const tabs = [
    ["inbox", t.tabs.inbox],
    ["held", fill(t.tabs.held, { count: views.counts.held })],
    ["dashboard", t.tabs.dashboard],
  ] as const;
  return (
    <div className="space-y-4">
      <ScreenHeading title={title} intro={intro} />
      <nav aria-label={t.tabs.label}>
        <ul className="flex flex-wrap gap-2 border-b border-mist-200">
          {tabs.map(([view, label]) => (
            <li key={view}>
              <Link
                to={views.links[view]}
                aria-current={views.current === view ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block rounded-t-md border px-4 py-2 text-sm font-semibold",
                  focusRing,
                  views.current === view
                    ? "border-mist-200 border-b-white bg-white text-navy-900"
                    : "border-transparent text-steel-700 underline hover:bg-mist-50",
                )}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <dl aria-label={t.counts.label} className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {(["fresh", "held", "unanswered"] as const).map((key) => (
          <div key={key} className="rounded-xl border border-mist-200 bg-white px-4 py-3">
            <dt className="text-sm text-navy-800">{t.counts[key]}</dt>
            <dd className="text-2xl font-bold text-navy-900">{views.counts[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A stored reason code (`links:4`, `phrase:casino`) in plain words. */
export function reasonText(code: string, t: IntakeTexts, lang: StaffLang): string {
  const [name = "", ...rest] = code.split(":");
  const value = rest.join(":");
  switch (name) {
    case "honeypot":
    case "challenge_missing":
    case "challenge_failed":
    case "link_in_name":
    case "markup":
    case "all_caps":
      return t.reasons[name];
    case "fast":
      return fill(t.reasons.fast, {
        seconds: lang === "fr" ? value.replace(".", ",") : value,
      });
    case "links":
      return fill(t.reasons.links, { count: value });
    case "phrase":
      return fill(t.reasons.phrase, { phrase: value });
    default:
      return fill(t.reasons.unknown, { code });
  }
}

/** The reasons of a request, one per line. */
export function ReasonList({
  reasons,
  t,
  lang,
}: {
  reasons: string[];
  t: IntakeTexts;
  lang: StaffLang;
}) {
  if (reasons.length === 0) return <span>{t.detail.noReason}</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {reasons.map((reason) => (
        <li key={reason}>{reasonText(reason, t, lang)}</li>
      ))}
    </ul>
  );
}
