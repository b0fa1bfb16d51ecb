import { layout, type RouteConfigEntry, route as routeEntry } from "@react-router/dev/routes";
import { languages, localizePath } from "../../i18n/lang";

const at = (path: string, lang: (typeof languages)[number]) => localizePath(path, lang).slice(1);

/**
 * Case-sensitive: the router otherwise matches `/ADMIN/leads` or `/admin/LEADS` to these modules,
 * paths that Express's checks by path (`/admin`, server/back-office-edge.ts) would not recognise.
 */
const route = (path: string, file: string, options: { id: string }) =>
  routeEntry(path, file, { ...options, caseSensitive: true });

/** The back office, in French under /admin and in English under /en/admin. */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin/api/session", "routes/admin/session-api.ts", { id: "admin.api.session" }),
  route("admin/api/articles/preview", "routes/admin/article-preview.ts", {
    id: "admin.api.articlePreview",
  }),
  ...languages.flatMap((lang) => [
    route(at("/admin/login", lang), "routes/admin/login.tsx", { id: `admin.login.${lang}` }),
    route(at("/admin/logout", lang), "routes/admin/logout.ts", { id: `admin.logout.${lang}` }),
    route(at("/admin/leads/export", lang), "routes/admin/leads-export.ts", {
      id: `admin.leadsExport.${lang}`,
    }),
    layout("routes/admin/layout.tsx", { id: `admin.layout.${lang}` }, [
      route(at("/admin", lang), "routes/admin/home.tsx", { id: `admin.home.${lang}` }),
      route(at("/admin/account", lang), "routes/admin/account.tsx", {
        id: `admin.account.${lang}`,
      }),
      route(at("/admin/leads", lang), "routes/admin/leads.tsx", { id: `admin.leads.${lang}` }),
      route(at("/admin/leads/erase", lang), "routes/admin/leads-erase.tsx", {
        id: `admin.leadsErase.${lang}`,
      }),
      route(at("/admin/leads/:id", lang), "routes/admin/leads-detail.tsx", {
        id: `admin.lead.${lang}`,
      }),
      route(at("/admin/audit", lang), "routes/admin/audit.tsx", { id: `admin.audit.${lang}` }),
      route(at("/admin/articles", lang), "routes/admin/articles.tsx", {
        id: `admin.articles.${lang}`,
      }),
      route(at("/admin/articles/new", lang), "routes/admin/article-edit.tsx", {
        id: `admin.articleNew.${lang}`,
      }),
      route(at("/admin/articles/:id", lang), "routes/admin/article-edit.tsx", {
        id: `admin.articleEdit.${lang}`,
      }),
      route(at("/admin/articles/:id/delete", lang), "routes/admin/article-delete.tsx", {
        id: `admin.articleDelete.${lang}`,
      }),
      route(at("/admin/*", lang), "routes/admin/not-found.tsx", {
        id: `admin.notFound.${lang}`,
      }),
    ]),
  ]),
];
