import { type RouteConfig, route } from "@react-router/dev/routes";
import { adminRoutes } from "./admin/shell/admin-routes";
import { languages, localizePath } from "./platform/i18n/lang";
import {
  approvalPreviewPath,
  articlePath,
  FEED_PATH,
  jobPostPath,
  pageTable,
  referencePath,
  routePath,
} from "./platform/navigation/page-table";

/** Route modules are kebab-case files named after the page id: foodBeverage -> food-beverage.tsx. */
const pageModule = (id: string) =>
  `site/routes/pages/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

const perLanguage = (path: string, file: string, id: string) =>
  languages.map((lang) => route(localizePath(path, lang).slice(1), file, { id: `${id}.${lang}` }));

export default [
  ...pageTable.flatMap((page) =>
    languages.map((lang) =>
      route(routePath(page, lang), pageModule(page.id), { id: `${page.id}.${lang}` }),
    ),
  ),
  ...perLanguage(articlePath(":slug"), "site/routes/pages/blog-post.tsx", "blogPost"),
  ...perLanguage(FEED_PATH, "site/routes/seo/feed.ts", "feed"),
  ...perLanguage(jobPostPath(":slug"), "site/routes/pages/careers-post.tsx", "jobPost"),
  ...perLanguage(referencePath(":slug"), "site/references/routes/reference.tsx", "reference"),
  ...perLanguage(
    approvalPreviewPath(":token"),
    "site/approval/routes/approval-preview.tsx",
    "approvalPreview",
  ),
  route("api/contact", "site/contact/routes/contact.ts"),
  route("api/contact/challenge", "site/contact/routes/contact-challenge.ts"),
  route("api/blog/posts", "site/routes/api/blog-posts.ts"),
  route("api/blog/posts/:slug", "site/routes/api/blog-post.ts"),
  route("api/*", "site/routes/api/not-found.ts", { id: "apiNotFound" }),
  route("sitemap.xml", "site/routes/seo/sitemap.ts"),
  route("robots.txt", "site/routes/seo/robots.ts"),
  route("og/*", "site/routes/seo/og-image.ts", { id: "ogImage" }),
  route("certificats/:id", "site/routes/files/certificate.ts"),
  // A document of the library, always its newest version (app/admin/documents/document-paths.ts).
  ...perLanguage("/documents/:file", "site/routes/files/document.ts", "documentFile"),
  // A request's file for the tool a webhook reached: a signed, expiring link.
  route("webhook-files/:messageId/:fileId", "admin/webhooks/routes/webhook-file.ts"),
  ...adminRoutes,
  route("*", "site/routes/pages/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig;
