import { backOfficeRoots } from "~/platform/navigation/back-office";
import { absoluteUrl } from "~/site/seo/seo.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...backOfficeRoots.map((root) => `Disallow: ${root}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
