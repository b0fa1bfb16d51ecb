import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, localizePath } from "./i18n/lang";
import { pageTable, routePath } from "./pages/page-table";
import { adminRoutes } from "./routes/admin/admin-routes";

const perLanguage = (path: string, file: string, id: string) =>
  languages.map((lang) => route(localizePath(path, lang).slice(1), file, { id: `${id}.${lang}` }));

export default [
  ...pageTable.flatMap((page) =>
    languages.map((lang) =>
      route(routePath(page, lang), `pages/${page.id}.tsx`, { id: `${page.id}.${lang}` }),
    ),
  ),
  ...perLanguage("/blog/:slug", "pages/blog-post.tsx", "blogPost"),
  ...perLanguage("/blog/feed.xml", "seo/feed.ts", "feed"),
  route("api/contact", "api/contact.ts"),
  route("api/blog/posts", "api/blog-posts.ts"),
  route("api/blog/posts/:slug", "api/blog-post.ts"),
  route("api/*", "api/not-found.ts", { id: "apiNotFound" }),
  route("sitemap.xml", "seo/sitemap.ts"),
  route("robots.txt", "seo/robots.ts"),
  ...adminRoutes,
  route("*", "pages/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig;
