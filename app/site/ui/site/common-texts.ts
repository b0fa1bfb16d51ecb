import { useRouteLoaderData } from "react-router";
import type { Messages } from "~/platform/i18n/messages.server";
import type { SiteSettings } from "~/platform/settings/site-settings-fields";

/** Texts of the header, footer and global widgets (the "common" dictionary). */
export type CommonTexts = Messages["common"];

/** These texts, loaded by the root route for the URL's language. */
export function useCommonTexts(): CommonTexts {
  const data = useRouteLoaderData("root") as { common: CommonTexts } | undefined;
  if (!data) throw new Error("useCommonTexts needs the root loader data");
  return data.common;
}

/**
 * The site settings (phone, e-mail, address, hours, legal identity) as the root route read them
 * when the page was rendered: the back office's values, company.ts's until someone saves.
 */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("root") as { site: SiteSettings } | undefined;
  if (!data) throw new Error("useSiteSettings needs the root loader data");
  return data.site;
}
