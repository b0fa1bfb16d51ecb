import { useLocation } from "react-router";
import { otherStaffLanguage, staffLang } from "~/platform/i18n/lang";
import { useLanguage } from "~/platform/i18n/language";
import { backOfficeIn } from "~/platform/navigation/back-office-language";
import { cn } from "~/platform/ui/cn";
import { focusRing, focusRingOnDark, HiddenFields } from "./form-field";

/** Each language named in itself, so it reads right whichever language the page is in. */
const names = { fr: "Français", en: "English" } as const;

/**
 * The FR/EN switch of the back office: the same page (query string kept) in the other language.
 * Signed in, it is a form posting to `remember` (a button that looks like a link, no JavaScript
 * needed), so the choice is kept on the account; on the sign-in page it is a plain link.
 */
export function AdminLanguageSwitch({
  remember,
  tone = "light",
  className,
}: {
  /** The route that stores the account's language; without it, a plain link. */
  remember?: string;
  /** "dark": on the navy header. */
  tone?: "light" | "dark";
  className?: string;
}) {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const other = otherStaffLanguage(staffLang(lang));
  const href = backOfficeIn(pathname + search, other);
  const look = cn(
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold uppercase underline underline-offset-4",
    tone === "dark"
      ? cn("text-white hover:bg-navy-700", focusRingOnDark)
      : cn("text-steel-700 hover:bg-process-50", focusRing),
    className,
  );
  // The visible code stays part of the name (WCAG 2.5.3), the language's own name follows it.
  const label = `${other.toUpperCase()} – ${names[other]}`;
  if (!remember) {
    return (
      <a href={href} hrefLang={other} lang={other} aria-label={label} className={look}>
        {other.toUpperCase()}
      </a>
    );
  }
  return (
    <form method="post" action={remember}>
      <HiddenFields values={{ lang: other, redirectTo: href }} />
      <button type="submit" lang={other} aria-label={label} className={look}>
        {other.toUpperCase()}
      </button>
    </form>
  );
}
