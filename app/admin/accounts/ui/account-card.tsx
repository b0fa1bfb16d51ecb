import type { ReactNode } from "react";
import { buttonClass } from "~/platform/ui/button";

/**
 * The card of the pages one reaches signed out or outside the back office's frame (sign-in, its
 * second step, a confirmation, a forgotten password, a reset link, an invitation), on the sign-in
 * page's background.
 */
export function AccountCard({
  area,
  title,
  intro,
  aside,
  children,
}: {
  area: string;
  title: string;
  intro?: string;
  /** Before the title, floated: the sign-in page's language switch. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-mist-50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="account-card-title"
        className="mx-auto max-w-md rounded-2xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {aside}
        <p className="text-sm font-semibold uppercase tracking-wide text-steel-700">{area}</p>
        <h1 id="account-card-title" className="mt-1 text-2xl font-bold text-navy-900">
          {title}
        </h1>
        {intro && <p className="mt-2 text-navy-800">{intro}</p>}
        {children}
      </section>
    </div>
  );
}

/** A link that no longer works (used, expired, unknown): what happened and the way on. */
export function DeadLink({
  area,
  title,
  body,
  next,
  nextHref,
}: {
  area: string;
  title: string;
  body: string;
  next: string;
  nextHref: string;
}) {
  return (
    <AccountCard area={area} title={title}>
      <p className="mt-3 text-navy-800">{body}</p>
      <p className="mt-6">
        <a href={nextHref} className={buttonClass("secondary", "md", "w-full")}>
          {next}
        </a>
      </p>
    </AccountCard>
  );
}
