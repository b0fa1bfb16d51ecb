import { layout, type RouteConfigEntry, route as routeEntry } from "@react-router/dev/routes";
import { type StaffLang, staffLanguages } from "../../platform/i18n/lang";
import { backOfficePath } from "../../platform/navigation/back-office";

/** A route's path in the back office of a language, without the leading "/" routes.ts wants. */
const at = (inside: Parameters<typeof backOfficePath>[0], lang?: StaffLang) =>
  backOfficePath(inside, lang).slice(1);

/**
 * Case-sensitive: the router otherwise matches `/ADMIN/leads` or `/admin/LEADS` to these modules,
 * paths that Express's checks by path (`/admin`, server/back-office-edge.ts) would not recognise.
 */
const route = (path: string, file: string, options: { id: string }) =>
  routeEntry(path, file, { ...options, caseSensitive: true });

/** A route of the back office: its path inside it, its module under app/admin/, its id's name. */
type Row = readonly [path: Parameters<typeof at>[0], file: string, name: string];

/** Reached signed out, or answering without the back office's frame (files, exports). */
const framelessRows: Row[] = [
  ["/login", "accounts/routes/login.tsx", "login"],
  // The second step of a sign-in, and the confirmation of identity before sensitive actions.
  ["/login/verify", "accounts/routes/login-verify.tsx", "loginVerify"],
  ["/confirm", "accounts/routes/confirm.tsx", "confirm"],
  ["/logout", "accounts/routes/logout.ts", "logout"],
  // Recovery and invitations: reached signed out, outside the layout like the sign-in page.
  ["/forgot", "accounts/routes/forgot.tsx", "forgot"],
  ["/reset/:token", "accounts/routes/set-password.tsx", "reset"],
  ["/welcome/:token", "accounts/routes/set-password.tsx", "welcome"],
  ["/account/language", "accounts/routes/account-language.ts", "accountLanguage"],
  // An older version of a document, downloaded by the content roles only.
  ["/documents/:id/versions/:versionId", "documents/routes/document-version.ts", "documentVersion"],
  ["/leads/export", "leads/routes/leads-export.ts", "leadsExport"],
  // An XLIFF file of texts to translate, downloaded by the content roles.
  ["/translations/export", "translations/routes/translations-export.ts", "translationsExport"],
  // An application's file, downloaded by the recruitment roles only.
  ["/recruitment/:id/files/:fileId", "careers/routes/application-file.ts", "applicationFile"],
  ["/analytics/export", "analytics/routes/analytics-export.ts", "analyticsExport"],
  // A request's file, downloaded by the leads roles only.
  ["/leads/:id/files/:fileId", "leads/routes/lead-attachment.ts", "leadAttachment"],
  // A request as a contact card, and "send again" of its webhooks: the leads roles.
  ["/leads/:id/vcard", "webhooks/routes/lead-vcard.ts", "leadVcard"],
  ["/leads/:id/webhooks", "webhooks/routes/lead-webhook-resend.ts", "leadWebhookResend"],
];

/** The screens, inside the back office's layout (its frame and the guard of its middleware). */
const screenRows: Row[] = [
  ["", "shell/routes/home.tsx", "home"],
  ["/account", "accounts/routes/account.tsx", "account"],
  ["/account/sessions", "accounts/routes/account-sessions.tsx", "accountSessions"],
  ["/account/security", "accounts/routes/account-security.tsx", "accountSecurity"],
  ["/security", "accounts/routes/security.tsx", "security"],
  ["/system", "system/routes/system.tsx", "system"],
  ["/leads", "leads/routes/leads.tsx", "leads"],
  ["/leads/erase", "leads/routes/leads-erase.tsx", "leadsErase"],
  // Held requests and the leads dashboard.
  ["/leads/held", "leads/routes/leads-held.tsx", "leadsHeld"],
  ["/leads/dashboard", "leads/routes/leads-dashboard.tsx", "leadsDashboard"],
  ["/leads/:id", "leads/routes/leads-detail.tsx", "lead"],
  ["/recruitment", "careers/routes/applications.tsx", "applications"],
  ["/recruitment/erase", "careers/routes/applications-erase.tsx", "applicationsErase"],
  ["/recruitment/posts", "careers/routes/job-posts.tsx", "jobPosts"],
  ["/recruitment/posts/new", "careers/routes/job-post-edit.tsx", "jobPostNew"],
  ["/recruitment/posts/:id", "careers/routes/job-post-edit.tsx", "jobPostEdit"],
  ["/recruitment/posts/:id/delete", "careers/routes/job-post-delete.tsx", "jobPostDelete"],
  ["/recruitment/:id", "careers/routes/application-detail.tsx", "application"],
  ["/audit", "activity/routes/audit.tsx", "audit"],
  ["/articles", "articles/routes/articles.tsx", "articles"],
  ["/articles/new", "articles/routes/article-edit.tsx", "articleNew"],
  ["/articles/:id", "articles/routes/article-edit.tsx", "articleEdit"],
  ["/articles/:id/delete", "articles/routes/article-delete.tsx", "articleDelete"],
  [
    "/articles/:id/revisions/:revisionId",
    "articles/routes/article-revision.tsx",
    "articleRevision",
  ],
  ["/media", "media/routes/media.tsx", "media"],
  ["/media/:id", "media/routes/media-detail.tsx", "mediaDetail"],
  ["/media/:id/delete", "media/routes/media-delete.tsx", "mediaDelete"],
  ["/documents", "documents/routes/documents.tsx", "documents"],
  ["/documents/:id", "documents/routes/document-detail.tsx", "documentDetail"],
  ["/documents/:id/delete", "documents/routes/document-delete.tsx", "documentDelete"],
  ["/pages", "site-content/routes/pages.tsx", "pages"],
  ["/pages/review", "site-content/routes/pages-review.tsx", "pagesReview"],
  ["/pages/unused", "site-content/routes/pages-unused.tsx", "pagesUnused"],
  ["/pages/:page", "site-content/routes/page-texts.tsx", "pageTexts"],
  // A draft's client approval: preview links, approvals and comments.
  ["/approval", "approval/routes/approval.tsx", "approval"],
  ["/approval/:kind/:id", "approval/routes/approval-item.tsx", "approvalItem"],
  ["/collections", "site-content/routes/collections.tsx", "collections"],
  ["/collections/:slug", "site-content/routes/collection.tsx", "collection"],
  ["/collections/:slug/new", "site-content/routes/collection-item.tsx", "collectionItemNew"],
  ["/collections/:slug/:ref", "site-content/routes/collection-item.tsx", "collectionItem"],
  [
    "/collections/:slug/:ref/delete",
    "site-content/routes/collection-delete.tsx",
    "collectionItemDelete",
  ],
  ["/analytics", "analytics/routes/analytics.tsx", "analytics"],
  ["/redirects", "redirects/routes/redirects.tsx", "redirects"],
  ["/redirects/new", "redirects/routes/redirect-edit.tsx", "redirectNew"],
  ["/redirects/import", "redirects/routes/redirects-import.tsx", "redirectsImport"],
  ["/redirects/:id", "redirects/routes/redirect-edit.tsx", "redirectEdit"],
  ["/redirects/:id/delete", "redirects/routes/redirect-delete.tsx", "redirectDelete"],
  ["/translations", "translations/routes/translations.tsx", "translations"],
  ["/translations/import", "translations/routes/translations-import.tsx", "translationsImport"],
  ["/settings", "site-content/routes/settings.tsx", "settings"],
  // The team's accounts (administrators: navigation/back-office-access.ts).
  ["/users", "accounts/routes/users.tsx", "users"],
  ["/users/new", "accounts/routes/users-new.tsx", "usersNew"],
  ["/users/:id", "accounts/routes/user-edit.tsx", "userEdit"],
  ["/users/:id/delete", "accounts/routes/user-delete.tsx", "userDelete"],
  ["/webhooks", "webhooks/routes/webhooks.tsx", "webhooks"],
  ["/*", "shell/routes/not-found.tsx", "notFound"],
];

/** The back office, in French under /admin and in English under /en/admin (navigation/back-office). */
export const adminRoutes: RouteConfigEntry[] = [
  route(at("/api/session"), "admin/accounts/routes/session-api.ts", { id: "admin.api.session" }),
  route(at("/api/articles/preview"), "admin/articles/routes/article-preview.ts", {
    id: "admin.api.articlePreview",
  }),
  route(at("/api/articles/autosave"), "admin/articles/routes/article-autosave.ts", {
    id: "admin.api.articleAutosave",
  }),
  // Passkeys (WebAuthn): adding one to one's account, and signing in or confirming with one.
  route(at("/api/passkeys/register/:step"), "admin/accounts/routes/passkeys-register-api.ts", {
    id: "admin.api.passkeysRegister",
  }),
  route(
    at("/api/passkeys/authenticate/:step"),
    "admin/accounts/routes/passkeys-authenticate-api.ts",
    {
      id: "admin.api.passkeysAuthenticate",
    },
  ),
  ...staffLanguages.flatMap((lang) => {
    const entry = ([path, file, name]: Row) =>
      route(at(path, lang), `admin/${file}`, { id: `admin.${name}.${lang}` });
    return [
      ...framelessRows.map(entry),
      layout(
        "admin/shell/routes/layout.tsx",
        { id: `admin.layout.${lang}` },
        screenRows.map(entry),
      ),
    ];
  }),
];
