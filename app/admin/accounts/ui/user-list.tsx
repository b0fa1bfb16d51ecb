import { Link } from "react-router";
import { cn } from "~/platform/ui/cn";
import { linkClass } from "../../shell/ui/form-field";

/** One account of the team, as its loader wrote it. */
export interface MemberView {
  id: number;
  href: string;
  name: string;
  username: string;
  email: string;
  you: boolean;
  role: string;
  language: string;
  state: string;
  tone: "on" | "pending" | "off";
  lastSignIn: string;
  secondFactor: string;
}

export interface MemberListTexts {
  caption: string;
  you: string;
  columns: {
    role: string;
    language: string;
    state: string;
    lastSignIn: string;
    secondFactor: string;
  };
}

const toneClass: Record<MemberView["tone"], string> = {
  on: "border-green-300 bg-green-50 text-green-900",
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  off: "border-mist-200 bg-mist-100 text-navy-900",
};

/** An account's state as a badge with its words (never colour alone). */
export function MemberState({ member }: { member: Pick<MemberView, "state" | "tone"> }) {
  return (
    <span
      className={cn("inline-block rounded-md border px-2 py-0.5 text-sm", toneClass[member.tone])}
    >
      {member.state}
    </span>
  );
}

/**
 * The team as a list of cards rather than a table: each account reads whole on a 375 px phone,
 * without scrolling sideways, and in a few columns on a wide screen.
 */
export function MemberList({ t, members }: { t: MemberListTexts; members: MemberView[] }) {
  return (
    <section aria-labelledby="team-caption" className="space-y-3">
      <h2 id="team-caption" className="text-sm text-navy-800">
        {t.caption}
      </h2>
      <ul className="divide-y divide-mist-200 rounded-2xl border border-mist-200 bg-white">
        {members.map((member) => (
          <li key={member.id} className="p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-lg font-semibold text-navy-900">
                <Link to={member.href} className={linkClass}>
                  {member.name}
                </Link>
                {member.you && <span className="ml-2 text-sm font-normal">{t.you}</span>}
              </p>
              <MemberState member={member} />
            </div>
            <p className="mt-1 text-sm break-words text-navy-800">
              {member.username} · {member.email}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              {(
                [
                  [t.columns.role, member.role],
                  [t.columns.language, member.language],
                  [t.columns.lastSignIn, member.lastSignIn],
                  [t.columns.secondFactor, member.secondFactor],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt className="font-semibold text-navy-900">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
