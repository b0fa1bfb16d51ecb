import { layout, type RouteConfigEntry, route as routeEntry } from "@react-router/dev/routes";
import { type Lang, languages } from "../../i18n/lang";
import { backOfficePath } from "../../navigation/back-office";

/** A route's path in the back office of a language, without the leading "/" routes.ts wants. */
const at = (inside: Parameters<typeof backOfficePath>[0], lang?: Lang) =>
  backOfficePath(inside, lang).slice(1);

/**
 * Case-sensitive: the router otherwise matches `/ADMIN/leads` or `/admin/LEADS` to these modules,
 * paths that Express's checks by path (`/admin`, server/back-office-edge.ts) would not recognise.
 */
const route = (path: string, file: string, options: { id: string }) =>
  routeEntry(path, file, { ...options, caseSensitive: true });

/** The back office, in French under /admin and in English under /en/admin (navigation/back-office). */
export const adminRoutes: RouteConfigEntry[] = [
  route(at("/api/session"), "routes/admin/session-api.ts", { id: "admin.api.session" }),
  route(at("/api/articles/preview"), "routes/admin/article-preview.ts", {
    id: "admin.api.articlePreview",
  }),
  route(at("/api/articles/autosave"), "routes/admin/article-autosave.ts", {
    id: "admin.api.articleAutosave",
  }),
  // Passkeys (WebAuthn): adding one to one's account, and signing in or confirming with one.
  route(at("/api/passkeys/register/:step"), "routes/admin/passkeys-register-api.ts", {
    id: "admin.api.passkeysRegister",
  }),
  route(at("/api/passkeys/authenticate/:step"), "routes/admin/passkeys-authenticate-api.ts", {
    id: "admin.api.passkeysAuthenticate",
  }),
  ...languages.flatMap((lang) => [
    route(at("/login", lang), "routes/admin/login.tsx", { id: `admin.login.${lang}` }),
    // The second step of a sign-in, and the confirmation of identity before sensitive actions.
    route(at("/login/verify", lang), "routes/admin/login-verify.tsx", {
      id: `admin.loginVerify.${lang}`,
    }),
    route(at("/confirm", lang), "routes/admin/confirm.tsx", { id: `admin.confirm.${lang}` }),
    route(at("/logout", lang), "routes/admin/logout.ts", { id: `admin.logout.${lang}` }),
    // Recovery and invitations: reached signed out, outside the layout like the sign-in page.
    route(at("/forgot", lang), "routes/admin/forgot.tsx", { id: `admin.forgot.${lang}` }),
    route(at("/reset/:token", lang), "routes/admin/reset.tsx", { id: `admin.reset.${lang}` }),
    route(at("/welcome/:token", lang), "routes/admin/welcome.tsx", { id: `admin.welcome.${lang}` }),
    route(at("/account/language", lang), "routes/admin/account-language.ts", {
      id: `admin.accountLanguage.${lang}`,
    }),
    route(at("/leads/export", lang), "routes/admin/leads-export.ts", {
      id: `admin.leadsExport.${lang}`,
    }),
    // Issue 23 (intake): a request's file, downloaded by the leads roles only.
    route(at("/leads/:id/files/:fileId", lang), "routes/admin/lead-attachment.ts", {
      id: `admin.leadAttachment.${lang}`,
    }),
    layout("routes/admin/layout.tsx", { id: `admin.layout.${lang}` }, [
      route(at("", lang), "routes/admin/home.tsx", { id: `admin.home.${lang}` }),
      route(at("/account", lang), "routes/admin/account.tsx", {
        id: `admin.account.${lang}`,
      }),
      route(at("/account/sessions", lang), "routes/admin/account-sessions.tsx", {
        id: `admin.accountSessions.${lang}`,
      }),
      route(at("/account/security", lang), "routes/admin/account-security.tsx", {
        id: `admin.accountSecurity.${lang}`,
      }),
      route(at("/security", lang), "routes/admin/security.tsx", {
        id: `admin.security.${lang}`,
      }),
      route(at("/leads", lang), "routes/admin/leads.tsx", { id: `admin.leads.${lang}` }),
      route(at("/leads/erase", lang), "routes/admin/leads-erase.tsx", {
        id: `admin.leadsErase.${lang}`,
      }),
      // Issue 23 (intake): held requests and the leads dashboard.
      route(at("/leads/held", lang), "routes/admin/leads-held.tsx", {
        id: `admin.leadsHeld.${lang}`,
      }),
      route(at("/leads/dashboard", lang), "routes/admin/leads-dashboard.tsx", {
        id: `admin.leadsDashboard.${lang}`,
      }),
      route(at("/leads/:id", lang), "routes/admin/leads-detail.tsx", {
        id: `admin.lead.${lang}`,
      }),
      route(at("/audit", lang), "routes/admin/audit.tsx", { id: `admin.audit.${lang}` }),
      route(at("/articles", lang), "routes/admin/articles.tsx", {
        id: `admin.articles.${lang}`,
      }),
      route(at("/articles/new", lang), "routes/admin/article-edit.tsx", {
        id: `admin.articleNew.${lang}`,
      }),
      route(at("/articles/:id", lang), "routes/admin/article-edit.tsx", {
        id: `admin.articleEdit.${lang}`,
      }),
      route(at("/articles/:id/delete", lang), "routes/admin/article-delete.tsx", {
        id: `admin.articleDelete.${lang}`,
      }),
      route(at("/articles/:id/revisions/:revisionId", lang), "routes/admin/article-revision.tsx", {
        id: `admin.articleRevision.${lang}`,
      }),
      route(at("/media", lang), "routes/admin/media.tsx", { id: `admin.media.${lang}` }),
      route(at("/media/:id", lang), "routes/admin/media-detail.tsx", {
        id: `admin.mediaDetail.${lang}`,
      }),
      route(at("/media/:id/delete", lang), "routes/admin/media-delete.tsx", {
        id: `admin.mediaDelete.${lang}`,
      }),
      route(at("/pages", lang), "routes/admin/pages.tsx", { id: `admin.pages.${lang}` }),
      route(at("/pages/review", lang), "routes/admin/pages-review.tsx", {
        id: `admin.pagesReview.${lang}`,
      }),
      route(at("/pages/unused", lang), "routes/admin/pages-unused.tsx", {
        id: `admin.pagesUnused.${lang}`,
      }),
      route(at("/pages/:page", lang), "routes/admin/page-texts.tsx", {
        id: `admin.pageTexts.${lang}`,
      }),
      route(at("/collections", lang), "routes/admin/collections.tsx", {
        id: `admin.collections.${lang}`,
      }),
      route(at("/collections/:slug", lang), "routes/admin/collection.tsx", {
        id: `admin.collection.${lang}`,
      }),
      route(at("/collections/:slug/new", lang), "routes/admin/collection-item.tsx", {
        id: `admin.collectionItemNew.${lang}`,
      }),
      route(at("/collections/:slug/:ref", lang), "routes/admin/collection-item.tsx", {
        id: `admin.collectionItem.${lang}`,
      }),
      route(at("/collections/:slug/:ref/delete", lang), "routes/admin/collection-delete.tsx", {
        id: `admin.collectionItemDelete.${lang}`,
      }),
      route(at("/settings", lang), "routes/admin/settings.tsx", {
        id: `admin.settings.${lang}`,
      }),
      // The team's accounts (administrators: navigation/back-office-access.ts).
      route(at("/users", lang), "routes/admin/users.tsx", { id: `admin.users.${lang}` }),
      route(at("/users/new", lang), "routes/admin/users-new.tsx", {
        id: `admin.usersNew.${lang}`,
      }),
      route(at("/users/:id", lang), "routes/admin/user-edit.tsx", {
        id: `admin.userEdit.${lang}`,
      }),
      route(at("/users/:id/delete", lang), "routes/admin/user-delete.tsx", {
        id: `admin.userDelete.${lang}`,
      }),
      route(at("/*", lang), "routes/admin/not-found.tsx", {
        id: `admin.notFound.${lang}`,
      }),
    ]),
  ]),
];
