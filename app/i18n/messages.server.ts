import type { Lang } from "./lang";
import enAdmin from "./messages/en/admin.server";
import enAdminArticles from "./messages/en/admin-articles.server";
import enAdminCollections from "./messages/en/admin-collections.server";
import enAdminFactors from "./messages/en/admin-factors.server";
import enAdminLeads from "./messages/en/admin-leads.server";
import enAdminMedia from "./messages/en/admin-media.server";
import enAdminPages from "./messages/en/admin-pages.server";
import enAdminPassword from "./messages/en/admin-password.server";
import enAdminSettings from "./messages/en/admin-settings.server";
import enAdminUsers from "./messages/en/admin-users.server";
import enAutomation from "./messages/en/automation.server";
import enBlog from "./messages/en/blog.server";
import enBrewery from "./messages/en/brewery.server";
import enCommon from "./messages/en/common.server";
import enContact from "./messages/en/contact.server";
import enFoodBeverage from "./messages/en/food-beverage.server";
import enHome from "./messages/en/home.server";
import enLegal from "./messages/en/legal.server";
import enMeura from "./messages/en/meura.server";
import enPharma from "./messages/en/pharma.server";
import enPiping from "./messages/en/piping.server";
import enPrivacy from "./messages/en/privacy.server";
import enProjects from "./messages/en/projects.server";
import enSafety from "./messages/en/safety.server";
import enWaterClean from "./messages/en/water-clean.server";
import enWaterWaste from "./messages/en/water-waste.server";
import frAdmin from "./messages/fr/admin.server";
import frAdminArticles from "./messages/fr/admin-articles.server";
import frAdminCollections from "./messages/fr/admin-collections.server";
import frAdminFactors from "./messages/fr/admin-factors.server";
import frAdminLeads from "./messages/fr/admin-leads.server";
import frAdminMedia from "./messages/fr/admin-media.server";
import frAdminPages from "./messages/fr/admin-pages.server";
import frAdminPassword from "./messages/fr/admin-password.server";
import frAdminSettings from "./messages/fr/admin-settings.server";
import frAdminUsers from "./messages/fr/admin-users.server";
import frAutomation from "./messages/fr/automation.server";
import frBlog from "./messages/fr/blog.server";
import frBrewery from "./messages/fr/brewery.server";
import frCommon from "./messages/fr/common.server";
import frContact from "./messages/fr/contact.server";
import frFoodBeverage from "./messages/fr/food-beverage.server";
import frHome from "./messages/fr/home.server";
import frLegal from "./messages/fr/legal.server";
import frMeura from "./messages/fr/meura.server";
import frPharma from "./messages/fr/pharma.server";
import frPiping from "./messages/fr/piping.server";
import frPrivacy from "./messages/fr/privacy.server";
import frProjects from "./messages/fr/projects.server";
import frSafety from "./messages/fr/safety.server";
import frWaterClean from "./messages/fr/water-clean.server";
import frWaterWaste from "./messages/fr/water-waste.server";
import { withEdits } from "./text-overrides.server";

const fr = {
  common: frCommon,
  home: frHome,
  automation: frAutomation,
  piping: frPiping,
  foodBeverage: frFoodBeverage,
  pharma: frPharma,
  brewery: frBrewery,
  meura: frMeura,
  safety: frSafety,
  waterClean: frWaterClean,
  waterWaste: frWaterWaste,
  projects: frProjects,
  contact: frContact,
  blog: frBlog,
  legal: frLegal,
  privacy: frPrivacy,
  admin: frAdmin,
  adminLeads: frAdminLeads,
  adminArticles: frAdminArticles,
  adminMedia: frAdminMedia,
  adminSettings: frAdminSettings,
  adminPages: frAdminPages,
  adminCollections: frAdminCollections,
  adminUsers: frAdminUsers,
  adminFactors: frAdminFactors,
  adminPassword: frAdminPassword,
};

export type Messages = typeof fr;

// Typed as Messages so a page missing from the English set fails the type check too.
const en: Messages = {
  common: enCommon,
  home: enHome,
  automation: enAutomation,
  piping: enPiping,
  foodBeverage: enFoodBeverage,
  pharma: enPharma,
  brewery: enBrewery,
  meura: enMeura,
  safety: enSafety,
  waterClean: enWaterClean,
  waterWaste: enWaterWaste,
  projects: enProjects,
  contact: enContact,
  blog: enBlog,
  legal: enLegal,
  privacy: enPrivacy,
  admin: enAdmin,
  adminLeads: enAdminLeads,
  adminArticles: enAdminArticles,
  adminMedia: enAdminMedia,
  adminSettings: enAdminSettings,
  adminPages: enAdminPages,
  adminCollections: enAdminCollections,
  adminUsers: enAdminUsers,
  adminFactors: enAdminFactors,
  adminPassword: enAdminPassword,
};

const dictionaries: Record<Lang, Messages> = { fr, en };

/** The dictionaries of the site's pages (the back office's own are not among them), in order. */
export type SiteTexts = Exclude<keyof Messages, `admin${string}`>;
export const siteTextPages = Object.keys(fr).filter(
  (key): key is SiteTexts => !key.startsWith("admin"),
);

/** Texts of one page in one language, with the back office's edits; loaders send only these. */
export function messages<Page extends keyof Messages>(lang: Lang, page: Page): Messages[Page] {
  return withEdits(page, lang, dictionaries[lang][page]);
}

/** The code's texts, without any edit: the defaults the back office shows and goes back to. */
export function defaultMessages<Page extends keyof Messages>(
  lang: Lang,
  page: Page,
): Messages[Page] {
  return dictionaries[lang][page];
}
