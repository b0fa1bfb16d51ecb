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
  ...staffLanguages.flatMap((lang) => [
    route(at("/login", lang), "admin/accounts/routes/login.tsx", { id: `admin.login.${lang}` }),
    // The second step of a sign-in, and the confirmation of identity before sensitive actions.
    route(at("/login/verify", lang), "admin/accounts/routes/login-verify.tsx", {
      id: `admin.loginVerify.${lang}`,
    }),
    route(at("/confirm", lang), "admin/accounts/routes/confirm.tsx", {
      id: `admin.confirm.${lang}`,
    }),
    route(at("/logout", lang), "admin/accounts/routes/logout.ts", { id: `admin.logout.${lang}` }),
    // Recovery and invitations: reached signed out, outside the layout like the sign-in page.
    route(at("/forgot", lang), "admin/accounts/routes/forgot.tsx", { id: `admin.forgot.${lang}` }),
    route(at("/reset/:token", lang), "admin/accounts/routes/set-password.tsx", {
      id: `admin.reset.${lang}`,
    }),
    route(at("/welcome/:token", lang), "admin/accounts/routes/set-password.tsx", {
      id: `admin.welcome.${lang}`,
    }),
    route(at("/account/language", lang), "admin/accounts/routes/account-language.ts", {
      id: `admin.accountLanguage.${lang}`,
    }),
    // An older version of a document, downloaded by the content roles only.
    route(
      at("/documents/:id/versions/:versionId", lang),
      "admin/documents/routes/document-version.ts",
      {
        id: `admin.documentVersion.${lang}`,
      },
    ),
    route(at("/leads/export", lang), "admin/leads/routes/leads-export.ts", {
      id: `admin.leadsExport.${lang}`,
    }),
    // An XLIFF file of texts to translate, downloaded by the content roles.
    route(at("/translations/export", lang), "admin/translations/routes/translations-export.ts", {
      id: `admin.translationsExport.${lang}`,
    }),
    // An application's file, downloaded by the recruitment roles only.
    route(at("/recruitment/:id/files/:fileId", lang), "admin/careers/routes/application-file.ts", {
      id: `admin.applicationFile.${lang}`,
    }),
    route(at("/analytics/export", lang), "admin/analytics/routes/analytics-export.ts", {
      id: `admin.analyticsExport.${lang}`,
    }),
    // A request's file, downloaded by the leads roles only.
    route(at("/leads/:id/files/:fileId", lang), "admin/leads/routes/lead-attachment.ts", {
      id: `admin.leadAttachment.${lang}`,
    }),
    // A request as a contact card, and "send again" of its webhooks: the leads roles.
    route(at("/leads/:id/vcard", lang), "admin/webhooks/routes/lead-vcard.ts", {
      id: `admin.leadVcard.${lang}`,
    }),
    route(at("/leads/:id/webhooks", lang), "admin/webhooks/routes/lead-webhook-resend.ts", {
      id: `admin.leadWebhookResend.${lang}`,
    }),
    layout("admin/shell/routes/layout.tsx", { id: `admin.layout.${lang}` }, [
      route(at("", lang), "admin/shell/routes/home.tsx", { id: `admin.home.${lang}` }),
      route(at("/account", lang), "admin/accounts/routes/account.tsx", {
        id: `admin.account.${lang}`,
      }),
      route(at("/account/sessions", lang), "admin/accounts/routes/account-sessions.tsx", {
        id: `admin.accountSessions.${lang}`,
      }),
      route(at("/account/security", lang), "admin/accounts/routes/account-security.tsx", {
        id: `admin.accountSecurity.${lang}`,
      }),
      route(at("/security", lang), "admin/accounts/routes/security.tsx", {
        id: `admin.security.${lang}`,
      }),
      route(at("/system", lang), "admin/system/routes/system.tsx", {
        id: `admin.system.${lang}`,
      }),
      route(at("/leads", lang), "admin/leads/routes/leads.tsx", { id: `admin.leads.${lang}` }),
      route(at("/leads/erase", lang), "admin/leads/routes/leads-erase.tsx", {
        id: `admin.leadsErase.${lang}`,
      }),
      // Held requests and the leads dashboard.
      route(at("/leads/held", lang), "admin/leads/routes/leads-held.tsx", {
        id: `admin.leadsHeld.${lang}`,
      }),
      route(at("/leads/dashboard", lang), "admin/leads/routes/leads-dashboard.tsx", {
        id: `admin.leadsDashboard.${lang}`,
      }),
      route(at("/leads/:id", lang), "admin/leads/routes/leads-detail.tsx", {
        id: `admin.lead.${lang}`,
      }),
      route(at("/recruitment", lang), "admin/careers/routes/applications.tsx", {
        id: `admin.applications.${lang}`,
      }),
      route(at("/recruitment/erase", lang), "admin/careers/routes/applications-erase.tsx", {
        id: `admin.applicationsErase.${lang}`,
      }),
      route(at("/recruitment/posts", lang), "admin/careers/routes/job-posts.tsx", {
        id: `admin.jobPosts.${lang}`,
      }),
      route(at("/recruitment/posts/new", lang), "admin/careers/routes/job-post-edit.tsx", {
        id: `admin.jobPostNew.${lang}`,
      }),
      route(at("/recruitment/posts/:id", lang), "admin/careers/routes/job-post-edit.tsx", {
        id: `admin.jobPostEdit.${lang}`,
      }),
      route(at("/recruitment/posts/:id/delete", lang), "admin/careers/routes/job-post-delete.tsx", {
        id: `admin.jobPostDelete.${lang}`,
      }),
      route(at("/recruitment/:id", lang), "admin/careers/routes/application-detail.tsx", {
        id: `admin.application.${lang}`,
      }),
      route(at("/audit", lang), "admin/activity/routes/audit.tsx", { id: `admin.audit.${lang}` }),
      route(at("/articles", lang), "admin/articles/routes/articles.tsx", {
        id: `admin.articles.${lang}`,
      }),
      route(at("/articles/new", lang), "admin/articles/routes/article-edit.tsx", {
        id: `admin.articleNew.${lang}`,
      }),
      route(at("/articles/:id", lang), "admin/articles/routes/article-edit.tsx", {
        id: `admin.articleEdit.${lang}`,
      }),
      route(at("/articles/:id/delete", lang), "admin/articles/routes/article-delete.tsx", {
        id: `admin.articleDelete.${lang}`,
      }),
      route(
        at("/articles/:id/revisions/:revisionId", lang),
        "admin/articles/routes/article-revision.tsx",
        {
          id: `admin.articleRevision.${lang}`,
        },
      ),
      route(at("/media", lang), "admin/media/routes/media.tsx", { id: `admin.media.${lang}` }),
      route(at("/media/:id", lang), "admin/media/routes/media-detail.tsx", {
        id: `admin.mediaDetail.${lang}`,
      }),
      route(at("/media/:id/delete", lang), "admin/media/routes/media-delete.tsx", {
        id: `admin.mediaDelete.${lang}`,
      }),
      route(at("/documents", lang), "admin/documents/routes/documents.tsx", {
        id: `admin.documents.${lang}`,
      }),
      route(at("/documents/:id", lang), "admin/documents/routes/document-detail.tsx", {
        id: `admin.documentDetail.${lang}`,
      }),
      route(at("/documents/:id/delete", lang), "admin/documents/routes/document-delete.tsx", {
        id: `admin.documentDelete.${lang}`,
      }),
      route(at("/pages", lang), "admin/site-content/routes/pages.tsx", {
        id: `admin.pages.${lang}`,
      }),
      route(at("/pages/review", lang), "admin/site-content/routes/pages-review.tsx", {
        id: `admin.pagesReview.${lang}`,
      }),
      route(at("/pages/unused", lang), "admin/site-content/routes/pages-unused.tsx", {
        id: `admin.pagesUnused.${lang}`,
      }),
      route(at("/pages/:page", lang), "admin/site-content/routes/page-texts.tsx", {
        id: `admin.pageTexts.${lang}`,
      }),
      // A draft's client approval: preview links, approvals and comments.
      route(at("/approval", lang), "admin/approval/routes/approval.tsx", {
        id: `admin.approval.${lang}`,
      }),
      route(at("/approval/:kind/:id", lang), "admin/approval/routes/approval-item.tsx", {
        id: `admin.approvalItem.${lang}`,
      }),
      route(at("/collections", lang), "admin/site-content/routes/collections.tsx", {
        id: `admin.collections.${lang}`,
      }),
      route(at("/collections/:slug", lang), "admin/site-content/routes/collection.tsx", {
        id: `admin.collection.${lang}`,
      }),
      route(at("/collections/:slug/new", lang), "admin/site-content/routes/collection-item.tsx", {
        id: `admin.collectionItemNew.${lang}`,
      }),
      route(at("/collections/:slug/:ref", lang), "admin/site-content/routes/collection-item.tsx", {
        id: `admin.collectionItem.${lang}`,
      }),
      route(
        at("/collections/:slug/:ref/delete", lang),
        "admin/site-content/routes/collection-delete.tsx",
        {
          id: `admin.collectionItemDelete.${lang}`,
        },
      ),
      route(at("/analytics", lang), "admin/analytics/routes/analytics.tsx", {
        id: `admin.analytics.${lang}`,
      }),
      route(at("/redirects", lang), "admin/redirects/routes/redirects.tsx", {
        id: `admin.redirects.${lang}`,
      }),
      route(at("/redirects/new", lang), "admin/redirects/routes/redirect-edit.tsx", {
        id: `admin.redirectNew.${lang}`,
      }),
      route(at("/redirects/import", lang), "admin/redirects/routes/redirects-import.tsx", {
        id: `admin.redirectsImport.${lang}`,
      }),
      route(at("/redirects/:id", lang), "admin/redirects/routes/redirect-edit.tsx", {
        id: `admin.redirectEdit.${lang}`,
      }),
      route(at("/redirects/:id/delete", lang), "admin/redirects/routes/redirect-delete.tsx", {
        id: `admin.redirectDelete.${lang}`,
      }),
      route(at("/translations", lang), "admin/translations/routes/translations.tsx", {
        id: `admin.translations.${lang}`,
      }),
      route(at("/translations/import", lang), "admin/translations/routes/translations-import.tsx", {
        id: `admin.translationsImport.${lang}`,
      }),
      route(at("/settings", lang), "admin/site-content/routes/settings.tsx", {
        id: `admin.settings.${lang}`,
      }),
      // The team's accounts (administrators: navigation/back-office-access.ts).
      route(at("/users", lang), "admin/accounts/routes/users.tsx", { id: `admin.users.${lang}` }),
      route(at("/users/new", lang), "admin/accounts/routes/users-new.tsx", {
        id: `admin.usersNew.${lang}`,
      }),
      route(at("/users/:id", lang), "admin/accounts/routes/user-edit.tsx", {
        id: `admin.userEdit.${lang}`,
      }),
      route(at("/users/:id/delete", lang), "admin/accounts/routes/user-delete.tsx", {
        id: `admin.userDelete.${lang}`,
      }),
      route(at("/webhooks", lang), "admin/webhooks/routes/webhooks.tsx", {
        id: `admin.webhooks.${lang}`,
      }),
      route(at("/*", lang), "admin/shell/routes/not-found.tsx", {
        id: `admin.notFound.${lang}`,
      }),
    ]),
  ]),
];
