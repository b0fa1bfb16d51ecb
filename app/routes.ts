import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, localizePath } from "./i18n/lang";
import { articlePath, FEED_PATH, pageTable, routePath } from "./navigation/page-table";
import { adminRoutes } from "./routes/admin/admin-routes";

/** Route modules are kebab-case files named after the page id: foodBeverage -> food-beverage.tsx. */
const pageModule = (id: string) =>
  `routes/pages/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

const perLanguage = (path: string, file: string, id: string) =>
  languages.map((lang) => route(localizePath(path, lang).slice(1), file, { id: `${id}.${lang}` }));

export default [
  ...pageTable.flatMap((page) =>
    languages.map((lang) =>
      route(routePath(page, lang), pageModule(page.id), { id: `${page.id}.${lang}` }),
    ),
  ),
  ...perLanguage(articlePath(":slug"), "routes/pages/blog-post.tsx", "blogPost"),
  ...perLanguage(FEED_PATH, "routes/seo/feed.ts", "feed"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/contact/challenge", "routes/api/contact-challenge.ts"),
  route("api/blog/posts", "routes/api/blog-posts.ts"),
  route("api/blog/posts/:slug", "routes/api/blog-post.ts"),
  route("api/*", "routes/api/not-found.ts", { id: "apiNotFound" }),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("og/*", "routes/seo/og-image.ts", { id: "ogImage" }),
  route("certificats/:id", "routes/files/certificate.ts"),
  ...adminRoutes,
  route("*", "routes/pages/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig;
