import { createContext, type ReactNode, useContext } from "react";
import { type Lang, localizePath } from "./lang";

const LanguageContext = createContext<Lang | null>(null);

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Lang {
  const lang = useContext(LanguageContext);
  if (lang === null) throw new Error("useLanguage must be used within a LanguageProvider");
  return lang;
}

/** Localises a language-neutral path for the current language. */
export function useLocalize(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localizePath(path, lang);
}
