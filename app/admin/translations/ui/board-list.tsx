import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "~/admin/shell/ui/form-field";
import type { Lang } from "~/platform/i18n/lang";
import type { Messages } from "~/platform/i18n/messages.server";

type Texts = Messages["adminTranslations"];

export interface BoardListLine {
  id: string;
  kind: "page" | "collection" | "setting" | "article";
  groupName: string;
  name: string;
  state: "current" | "toReview" | "missing";
  source: string;
  target: string;
  href: string;
}

const badge: Record<BoardListLine["state"], string> = {
  current: "bg-mist-100 text-navy-900",
  toReview: "bg-amber-100 text-amber-900",
  missing: "bg-red-100 text-red-900",
};

/**
 * The board's lines as a list, not a table: each line reads top to bottom on a phone (its kind
 * and place, its state, French and translation, then its actions).
 */
export function BoardList({
  t,
  lines,
  target,
  confirm,
}: {
  t: Texts;
  lines: readonly BoardListLine[];
  target: Lang;
  back: string;
  confirm: (line: BoardListLine) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-mist-100 rounded-2xl border border-mist-200 bg-white">
      {lines.map((line) => (
        <li key={line.id} className="space-y-2 p-4" data-testid="translation-line">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span
              className={`rounded-full px-2 py-0.5 text-sm font-semibold ${badge[line.state]}`}
              data-state={line.state}
            >
              {t.states[line.state]}
            </span>
            <span className="text-sm text-ink-700">
              {t.kinds[line.kind]} · {line.groupName}
            </span>
          </p>
          <p className="font-semibold break-words text-navy-900">{line.name}</p>
          <dl className="grid gap-2 text-sm md:grid-cols-2">
            <div className="min-w-0">
              <dt className="font-semibold text-navy-900">{t.french}</dt>
              <dd className="line-clamp-3 break-words text-navy-800" lang="fr">
                {line.source}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="font-semibold text-navy-900">{t.translation}</dt>
              <dd className="line-clamp-3 break-words text-navy-800" lang={target}>
                {line.state === "missing" ? t.none : line.target}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link to={line.href} className={linkClass}>
              {t.edit}
              <span className="sr-only">, {line.name}</span>
            </Link>
            {line.state === "toReview" && confirm(line)}
          </div>
        </li>
      ))}
    </ul>
  );
}
