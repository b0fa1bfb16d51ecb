import { redirect } from "react-router";
import { z } from "zod";
import { adminData, adminHeaders, parseId } from "~/admin/shell/admin-request.server";
import type { TextPage } from "~/admin/site-content/page-text-fields.server";
import {
  discardPending,
  publishPage,
  readPageTexts,
  restorePageText,
  savePendingTexts,
} from "~/admin/site-content/page-texts.server";
import { confirmTranslation } from "~/admin/site-content/page-texts-board.server";
import { CONFIRM_PREFIX, type TypedState } from "~/admin/site-content/ui/page-texts-types";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { isLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { errorText, readEdits, type TextFilter } from "../page-texts-view.server";

/** The page editor's posts: save, publish, discard, confirm a translation, restore from history. */

export const filterSchema = z.enum(["all", "edited", "review"]).catch("all");

export type PageTextsAlert = "invalid" | "conflict" | "stale" | "restoreInvalid" | "restoreMissing";

/** A refused post: why, what the form shows again, and the version a new save must carry. */
export interface PageTextsRefusal extends TypedState {
  alert: PageTextsAlert;
  version: number | null;
}

interface Request {
  db: Database;
  page: TextPage;
  lang: "fr" | "en";
  /** Who acts, from where: adminRequest's `actor`. */
  actor: { actor: string; ip: string | null };
  /** The page's address in the back office: "/admin/pages/piping". */
  address: string;
  form: FormData;
}

export async function pageTextsAction({
  db,
  page,
  lang,
  actor: { actor, ip },
  address,
  form,
}: Request) {
  const m = messages(lang, "adminPages");
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const version = z.coerce.number().int().min(0).catch(-1).parse(field("version"));
  const show: TextFilter = filterSchema.parse(field("show"));
  const done = (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    if (show !== "all") search.set("show", show);
    return redirect(`${address}?${search}`, { headers: adminHeaders });
  };
  const audit = (
    action: Parameters<typeof recordAudit>[1]["action"],
    target: string,
    ofPage: string = page,
  ) => recordAudit(db, { actor, action, target, ip, object: { type: "page_texts", id: ofPage } });
  const refuse = (alert: PageTextsAlert, status: number, extra: Partial<PageTextsRefusal> = {}) =>
    adminData<PageTextsRefusal>(
      { alert, typed: {}, resets: [], errors: {}, version: null, ...extra },
      status,
    );

  if (intent === "restore") {
    const id = parseId(field("historyId"));
    const result = id ? await restorePageText(db, id, version, actor) : undefined;
    if (!result || (!result.ok && result.reason === "notFound")) {
      return refuse("restoreMissing", 404);
    }
    if (!result.ok) {
      return result.reason === "invalid" ? refuse("restoreInvalid", 400) : refuse("stale", 409);
    }
    const target = `${result.page}/${result.key}/${result.lang}`;
    await audit("page_text_restored", target, result.page);
    throw done({ done: "restored", text: `${result.key}/${result.lang}` });
  }

  if (intent === "discard") {
    const result = await discardPending(db, page, version, actor);
    if (!result.ok) return refuse("stale", 409);
    if (result.changed > 0) await audit("page_texts_discarded", page);
    throw done({ done: "discarded" });
  }

  // Save, publish or confirm: what was typed is saved first, so no button loses it.
  const { rows } = await readPageTexts(db, page);
  const { edits, typed, resets } = readEdits(page, form, rows);
  let current = version;
  let saved = 0;
  if (edits.length > 0) {
    const result = await savePendingTexts(db, page, edits, version, actor);
    if (!result.ok && result.reason === "invalid") {
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([id, code]) => [id, errorText(page, id, code, m)]),
      );
      return refuse("invalid", 400, { typed, resets, errors });
    }
    if (!result.ok) {
      // The current version comes back: saving again is a choice made knowing of the other save.
      const now = await readPageTexts(db, page);
      return refuse("conflict", 409, { typed, resets, version: now.version });
    }
    current = result.version;
    saved = result.changed;
    if (saved > 0) {
      await audit(
        "page_texts_saved",
        `${page}: ${edits.map((edit) => `${edit.key}/${edit.lang}`).join(", ")}`.slice(0, 500),
      );
    }
  }

  if (intent === "publish") {
    const result = await publishPage(db, page, current, actor);
    if (!result.ok) {
      const now = await readPageTexts(db, page);
      return refuse("conflict", 409, { typed, resets, version: now.version });
    }
    if (result.changed === 0) throw done({ done: "nothingToPublish" });
    await audit("page_texts_published", page);
    throw done({ done: "published", count: result.changed });
  }

  if (intent.startsWith(CONFIRM_PREFIX)) {
    const id = intent.slice(CONFIRM_PREFIX.length);
    const key = id.slice(0, id.lastIndexOf("/"));
    const textLang = id.slice(id.lastIndexOf("/") + 1);
    if (isLang(textLang) && (await confirmTranslation(db, page, key, textLang))) {
      await audit("page_text_reviewed", `${page}/${id}`);
    }
    throw done({ done: "confirmed", text: id });
  }

  throw done(saved > 0 ? { done: "saved", count: saved } : { done: "unchanged" });
}
