import enAdminFactors from "../../admin/accounts/texts/factors.en.server";
import frAdminFactors from "../../admin/accounts/texts/factors.fr.server";
import enAdminPassword from "../../admin/accounts/texts/password.en.server";
import frAdminPassword from "../../admin/accounts/texts/password.fr.server";
import enAdminUsers from "../../admin/accounts/texts/users.en.server";
import frAdminUsers from "../../admin/accounts/texts/users.fr.server";
import enAdminAnalytics from "../../admin/analytics/texts/en.server";
import frAdminAnalytics from "../../admin/analytics/texts/fr.server";
import enAdminApproval from "../../admin/approval/texts/en.server";
import frAdminApproval from "../../admin/approval/texts/fr.server";
import enAdminArticles from "../../admin/articles/texts/en.server";
import frAdminArticles from "../../admin/articles/texts/fr.server";
import enAdminCareers from "../../admin/careers/texts/en.server";
import frAdminCareers from "../../admin/careers/texts/fr.server";
import enAdminDocuments from "../../admin/documents/texts/en.server";
import frAdminDocuments from "../../admin/documents/texts/fr.server";
import enAdminLeads from "../../admin/leads/texts/en.server";
import frAdminLeads from "../../admin/leads/texts/fr.server";
import enAdminMedia from "../../admin/media/texts/en.server";
import frAdminMedia from "../../admin/media/texts/fr.server";
import enAdminRedirects from "../../admin/redirects/texts/en.server";
import frAdminRedirects from "../../admin/redirects/texts/fr.server";
import enAdminCollections from "../../admin/site-content/texts/collections.en.server";
import frAdminCollections from "../../admin/site-content/texts/collections.fr.server";
import enAdminPages from "../../admin/site-content/texts/pages.en.server";
import frAdminPages from "../../admin/site-content/texts/pages.fr.server";
import enAdminSettings from "../../admin/site-content/texts/settings.en.server";
import frAdminSettings from "../../admin/site-content/texts/settings.fr.server";
import enAdminSystem from "../../admin/system/texts/en.server";
import frAdminSystem from "../../admin/system/texts/fr.server";
import enAdminTranslations from "../../admin/translations/texts/en.server";
import frAdminTranslations from "../../admin/translations/texts/fr.server";
import enAdminWebhooks from "../../admin/webhooks/texts/en.server";
import frAdminWebhooks from "../../admin/webhooks/texts/fr.server";
import enContact from "../../site/contact/texts/en.server";
import frContact from "../../site/contact/texts/fr.server";
import nlContact from "../../site/contact/texts/nl.server";
import type { Lang } from "./lang";
import enAdmin from "./messages/en/admin.server";
import enApprovalPreview from "./messages/en/approval-preview.server";
import enAutomation from "./messages/en/automation.server";
import enBlog from "./messages/en/blog.server";
import enBrewery from "./messages/en/brewery.server";
import enCareers from "./messages/en/careers.server";
import enCommon from "./messages/en/common.server";
import enDocuments from "./messages/en/documents.server";
import enFoodBeverage from "./messages/en/food-beverage.server";
import enHome from "./messages/en/home.server";
import enLegal from "./messages/en/legal.server";
import enMeura from "./messages/en/meura.server";
import enPharma from "./messages/en/pharma.server";
import enPiping from "./messages/en/piping.server";
import enPrivacy from "./messages/en/privacy.server";
import enProjects from "./messages/en/projects.server";
import enReference from "./messages/en/reference.server";
import enSafety from "./messages/en/safety.server";
import enWaterClean from "./messages/en/water-clean.server";
import enWaterWaste from "./messages/en/water-waste.server";
import frAdmin from "./messages/fr/admin.server";
import frApprovalPreview from "./messages/fr/approval-preview.server";
import frAutomation from "./messages/fr/automation.server";
import frBlog from "./messages/fr/blog.server";
import frBrewery from "./messages/fr/brewery.server";
import frCareers from "./messages/fr/careers.server";
import frCommon from "./messages/fr/common.server";
import frDocuments from "./messages/fr/documents.server";
import frFoodBeverage from "./messages/fr/food-beverage.server";
import frHome from "./messages/fr/home.server";
import frLegal from "./messages/fr/legal.server";
import frMeura from "./messages/fr/meura.server";
import frPharma from "./messages/fr/pharma.server";
import frPiping from "./messages/fr/piping.server";
import frPrivacy from "./messages/fr/privacy.server";
import frProjects from "./messages/fr/projects.server";
import frReference from "./messages/fr/reference.server";
import frSafety from "./messages/fr/safety.server";
import frWaterClean from "./messages/fr/water-clean.server";
import frWaterWaste from "./messages/fr/water-waste.server";
import nlApprovalPreview from "./messages/nl/approval-preview.server";
import nlAutomation from "./messages/nl/automation.server";
import nlBlog from "./messages/nl/blog.server";
import nlBrewery from "./messages/nl/brewery.server";
import nlCareers from "./messages/nl/careers.server";
import nlCommon from "./messages/nl/common.server";
import nlDocuments from "./messages/nl/documents.server";
import nlFoodBeverage from "./messages/nl/food-beverage.server";
import nlHome from "./messages/nl/home.server";
import nlLegal from "./messages/nl/legal.server";
import nlMeura from "./messages/nl/meura.server";
import nlPharma from "./messages/nl/pharma.server";
import nlPiping from "./messages/nl/piping.server";
import nlPrivacy from "./messages/nl/privacy.server";
import nlProjects from "./messages/nl/projects.server";
import nlReference from "./messages/nl/reference.server";
import nlSafety from "./messages/nl/safety.server";
import nlWaterClean from "./messages/nl/water-clean.server";
import nlWaterWaste from "./messages/nl/water-waste.server";
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
  reference: frReference,
  approvalPreview: frApprovalPreview,
  contact: frContact,
  blog: frBlog,
  legal: frLegal,
  privacy: frPrivacy,
  careers: frCareers,
  documents: frDocuments,
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
  adminSystem: frAdminSystem,
  adminCareers: frAdminCareers,
  adminApproval: frAdminApproval,
  adminAnalytics: frAdminAnalytics,
  adminDocuments: frAdminDocuments,
  adminRedirects: frAdminRedirects,
  adminWebhooks: frAdminWebhooks,
  adminTranslations: frAdminTranslations,
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
  reference: enReference,
  approvalPreview: enApprovalPreview,
  contact: enContact,
  blog: enBlog,
  legal: enLegal,
  privacy: enPrivacy,
  careers: enCareers,
  documents: enDocuments,
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
  adminSystem: enAdminSystem,
  adminCareers: enAdminCareers,
  adminApproval: enAdminApproval,
  adminAnalytics: enAdminAnalytics,
  adminDocuments: enAdminDocuments,
  adminRedirects: enAdminRedirects,
  adminWebhooks: enAdminWebhooks,
  adminTranslations: enAdminTranslations,
};

/** The back office's texts: staff read French or English only, so a site language has French's. */
const backOfficeTexts = Object.fromEntries(
  Object.entries(fr).filter(([key]) => key.startsWith("admin")),
) as Pick<Messages, `admin${string}` & keyof Messages>;

const nl: Messages = {
  common: nlCommon,
  home: nlHome,
  automation: nlAutomation,
  piping: nlPiping,
  foodBeverage: nlFoodBeverage,
  pharma: nlPharma,
  brewery: nlBrewery,
  meura: nlMeura,
  safety: nlSafety,
  waterClean: nlWaterClean,
  waterWaste: nlWaterWaste,
  projects: nlProjects,
  reference: nlReference,
  approvalPreview: nlApprovalPreview,
  contact: nlContact,
  blog: nlBlog,
  legal: nlLegal,
  privacy: nlPrivacy,
  careers: nlCareers,
  documents: nlDocuments,
  ...backOfficeTexts,
};

const dictionaries: Record<Lang, Messages> = { fr, en, nl };

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
