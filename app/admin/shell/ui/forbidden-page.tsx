import { LanguageProvider } from "~/platform/i18n/language";
import type { ForbiddenPage } from "~/platform/navigation/back-office-access";
import { buttonClass } from "~/platform/ui/button";
import { AdminShell } from "./admin-shell";
import { focusRing } from "./form-field";

/**
 * Shown when a role opens a part of the back office it is not granted (status 403): inside the
 * back office's frame (header, the role's navigation, sign-out), titled, in the page's language.
 */
export function ForbiddenPageView({ page }: { page: ForbiddenPage }) {
  const { frame } = page;
  return (
    // The error boundary renders outside the app's provider: the language switch needs one.
    <LanguageProvider lang={page.lang}>
      <div lang={page.lang}>
        {/* React puts the title in the head; the refused route has no loader data for its own. */}
        <title>{`${page.title} · ${frame.shell.area}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <AdminShell
          t={frame.shell}
          nav={frame.nav}
          links={frame.links}
          username={frame.username}
          newLeads={0}
        >
          <h1 className="text-3xl font-bold text-navy-900">{page.title}</h1>
          <p className="mt-4 max-w-2xl text-lg">{page.body}</p>
          <p className="mt-8">
            <a href={page.homeHref} className={buttonClass("primary", "md", focusRing)}>
              {page.home}
            </a>
          </p>
        </AdminShell>
      </div>
    </LanguageProvider>
  );
}

/** The page a thrown 403 carries, if it is one of the back office's. */
export function forbiddenPageOf(error: unknown): ForbiddenPage | undefined {
  if (typeof error !== "object" || error === null || !("data" in error)) return undefined;
  const payload = error.data;
  if (typeof payload !== "object" || payload === null || !("forbidden" in payload))
    return undefined;
  return payload.forbidden as ForbiddenPage;
}
