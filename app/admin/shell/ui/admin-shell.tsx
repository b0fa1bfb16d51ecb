import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { fill } from "~/platform/i18n/format";
import type frAdmin from "~/platform/i18n/messages/fr/admin.server";
import type { BackOfficeNavItem } from "~/platform/navigation/back-office-access";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import { ChevronDown } from "~/platform/ui/icons";
import type { FormDraftsConfig } from "../form-drafts";
import { AdminLanguageSwitch } from "./admin-language-switch";
import { BrowserModule } from "./browser-module";
import { focusRingOnDark } from "./form-field";
import { LeadNewCount } from "./lead-new-count";

/** The frame's texts, as the dictionary has them. */
export type ShellTexts = (typeof frAdmin)["shell"];

/** One entry of the navigation: only those the account's role may open are given. */
export type ShellNavItem = BackOfficeNavItem;

export interface ShellLinks {
  logout: string;
  site: string;
  /** Where the FR/EN switch remembers the account's language. */
  language: string;
}

/** The back office's frame: who is signed in, where to go, how to leave. Works without JavaScript. */
export function AdminShell({
  t,
  nav,
  links,
  username,
  newLeads,
  drafts,
  children,
}: {
  t: ShellTexts;
  nav: ShellNavItem[];
  links: ShellLinks;
  username: string;
  /** Requests nobody has looked at yet, shown beside "Requests". */
  newLeads: number;
  /** Who is signed in and where, for keeping what a form had when its session ended. */
  /** Absent on a refused page: it has no form to keep. */
  drafts?: Omit<FormDraftsConfig, "kept">;
  children: ReactNode;
}) {
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-semibold",
      focusRingOnDark,
      isActive ? "bg-white text-navy-900" : "text-white hover:bg-navy-700",
    );
  const topLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-2 py-1 underline underline-offset-4 hover:text-mist-200",
      focusRingOnDark,
      isActive && "font-semibold",
    );
  const sections = nav.filter((item) => item.key !== "account");
  const account = nav.find((item) => item.key === "account");
  const { pathname } = useLocation();
  const current = sections.findLast((item) =>
    item.key === "home" ? pathname === item.href : pathname.startsWith(item.href),
  );
  const newCount = newLeads > 0 && (
    <LeadNewCount count={newLeads} label={fill(t.newLeads, { count: newLeads })} />
  );
  const sectionLinks = sections.map((item) => (
    <li key={item.key}>
      <NavLink to={item.href} end={item.key === "home"} className={navClass}>
        {t[item.key]}
        {item.key === "leads" && newCount}
      </NavLink>
    </li>
  ));
  return (
    <div className="min-h-[60vh] bg-mist-50">
      <a
        href="#admin-content"
        className={cn(
          "sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2",
          focusRingOnDark,
        )}
      >
        {t.skipToContent}
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <p className="font-bold">
            {t.siteName} <span className="font-normal text-mist-200">· {t.area}</span>
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {t.signedInAs} <strong>{username}</strong>
            </span>
            {/* The account and the public site sit with the person, so the sections keep one row. */}
            {account && (
              <NavLink to={account.href} className={topLinkClass}>
                {t.account}
              </NavLink>
            )}
            <a href={links.site} className={topLinkClass({ isActive: false })}>
              {t.backToSite}
            </a>
            <AdminLanguageSwitch remember={links.language} tone="dark" />
            <form method="post" action={links.logout} data-sign-out="">
              <button type="submit" className={buttonClass("ghostLight", "md", focusRingOnDark)}>
                {t.signOut}
              </button>
            </form>
          </div>
        </div>
        <nav aria-label={t.navLabel} className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">
          {/* On a phone the sections (up to 17) fold behind one button, the page first. */}
          <details className="group sm:hidden">
            <summary
              className={cn(
                "flex cursor-pointer list-none items-center justify-between gap-3 rounded-md border border-navy-700 px-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden",
                focusRingOnDark,
              )}
            >
              <span>
                {t.menu}
                {current && <span className="font-normal text-mist-200"> · {t[current.key]}</span>}
                {newCount}
              </span>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 group-open:rotate-180" />
            </summary>
            <ul className="mt-2 grid grid-cols-2 gap-1">{sectionLinks}</ul>
          </details>
          <ul className="hidden flex-wrap gap-2 sm:flex">{sectionLinks}</ul>
        </nav>
      </header>
      <div
        id="admin-content"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-10 outline-none sm:px-6"
      >
        {children}
      </div>
      {/* Before the drafts' module, so a leave warning counts fields put back as unsaved. */}
      <BrowserModule name="leave-warning" />
      {drafts && (
        <BrowserModule<FormDraftsConfig>
          name="form-drafts"
          config={{ ...drafts, kept: t.draftKept }}
        />
      )}
    </div>
  );
}
