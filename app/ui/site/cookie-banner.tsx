import { useEffect, useState } from "react";
import { COOKIE_CONSENT_KEY } from "~/content/browser-storage";
import { LocalizedLink } from "~/i18n/localized-link";
import { buttonClass } from "../button";
import { useCommonTexts } from "./common-texts";

function hasAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === "true";
  } catch {
    return false; // Storage blocked: show the notice, nothing else depends on it.
  }
}

/** Shown until Accept stores "true" under cookies-accepted; rendered after hydration only. */
export function CookieBanner() {
  const { cookie } = useCommonTexts();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!hasAccepted()), []);
  if (!visible) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    } catch {
      // Storage blocked: the notice still closes for this page view.
    }
    setVisible(false);
  };

  return (
    <section
      aria-label={cookie.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-mist-200 bg-white shadow-[0_-8px_24px_rgba(11,31,51,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm text-ink-700">
          {cookie.message}{" "}
          <LocalizedLink
            to="/confidentialite"
            className="font-medium text-steel-700 underline underline-offset-2"
          >
            {cookie.learnMore}
          </LocalizedLink>
        </p>
        <button
          type="button"
          onClick={accept}
          className={buttonClass("secondary", "md", "shrink-0")}
        >
          {cookie.accept}
        </button>
      </div>
    </section>
  );
}
