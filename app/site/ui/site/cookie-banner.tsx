import { buttonClass } from "../../../platform/ui/button";
import { PrivacyLink } from "../privacy-link";
import { useCommonTexts } from "./common-texts";

/**
 * The cookie notice, in every page's HTML: a non-modal dialog, so that Accept closes it even
 * without JavaScript (form method="dialog"). The site's script stores "true" under
 * cookies-accepted; on later pages a script in <head> marks <html> before the first paint and
 * CSS keeps the notice hidden, so it never flashes.
 */
export function CookieBanner() {
  const { cookie } = useCommonTexts();
  return (
    <dialog
      open
      id="cookie-banner"
      aria-label={cookie.label}
      className="fixed inset-x-0 top-auto bottom-0 z-40 m-0 w-full max-w-none border-0 border-t border-mist-200 bg-white p-0 shadow-[0_-8px_24px_rgba(11,31,51,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm text-ink-700">
          {cookie.message} <PrivacyLink>{cookie.learnMore}</PrivacyLink>
        </p>
        <form method="dialog" className="shrink-0">
          <button type="submit" data-cookie-accept className={buttonClass("secondary", "md")}>
            {cookie.accept}
          </button>
        </form>
      </div>
    </dialog>
  );
}
