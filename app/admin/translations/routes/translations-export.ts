import { adminRequest } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { textPages } from "~/admin/site-content/page-text-fields.server";
import { isLang } from "~/platform/i18n/lang";
import { targetLanguages } from "~/platform/text/translation-sources.server";
import { type ExportSet, exportXliff } from "../xliff-export.server";
import type { Route } from "./+types/translations-export";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

const plainText = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });

/** The XLIFF 1.2 file of a chosen set in one target language, downloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const lang = query.get("lang") ?? "";
  if (!isLang(lang) || !targetLanguages.includes(lang)) return plainText(400, "Unknown language.");
  const set = query.get("set") ?? "open";
  const page = textPages.find((candidate) => candidate === query.get("page"));
  const chosen: ExportSet | undefined =
    set === "open"
      ? { set }
      : set === "page" && page
        ? { set, page }
        : set === "article" && query.get("article")
          ? { set, article: query.get("article") ?? "" }
          : undefined;
  if (!chosen) return plainText(400, "Choose a page or an article.");
  const { db, audit, lang: reader } = await adminRequest({ request, context });
  const file = await exportXliff(db, lang, chosen, reader);
  await audit({
    action: "translations_exported",
    target: `${lang}: ${file.count} texts (${chosen.set === "open" ? "open" : chosen.set === "page" ? chosen.page : chosen.article})`,
  });
  return new Response(file.xml, {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/x-xliff+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
    },
  });
}
