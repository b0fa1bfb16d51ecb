import { Link, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { type Lang, language, languages } from "~/platform/i18n/lang";
import { useLanguage } from "~/platform/i18n/language";
import { switchLanguagePath } from "~/platform/i18n/switch-language";
import { cn } from "../../../platform/ui/cn";
import { useCommonTexts } from "./common-texts";

/** Pages whose counterpart is not the same path (a blog article) expose it in their loader data. */
function useLanguagePaths(): Partial<Record<Lang, string>> | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { languagePaths?: Partial<Record<Lang, string>> } | undefined;
    if (data?.languagePaths) return data.languagePaths;
  }
  return undefined;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLanguage();
  const { pathname } = useLocation();
  const languagePaths = useLanguagePaths();
  const { header } = useCommonTexts();
  // The languages switched on in the site settings, read when the page was rendered.
  const on = useRouteLoaderData<{ site: { languagesOn: Lang[] } }>("root")?.site.languagesOn;
  return (
    <nav
      aria-label={header.languageLabel}
      className={cn("flex items-center text-sm font-semibold", className)}
    >
      {(on ?? languages).map((lang, index) => (
        <span key={lang} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-1 text-ink-600">
              |
            </span>
          )}
          <Link
            reloadDocument
            to={switchLanguagePath(pathname, lang, languagePaths)}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === current ? "true" : undefined}
            // The visible code stays part of the name (WCAG 2.5.3), the full name follows it.
            aria-label={`${lang.toUpperCase()} – ${language(lang).name}`}
            className={cn(
              "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 uppercase",
              lang === current
                ? "text-steel-700 underline underline-offset-4"
                : "text-ink-700 hover:text-steel-700",
            )}
          >
            {lang.toUpperCase()}
          </Link>
        </span>
      ))}
    </nav>
  );
}
