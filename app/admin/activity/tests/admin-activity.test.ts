import { beforeEach, describe, expect, it } from "vitest";
import { actionsOfGroup, auditGroups } from "~/admin/activity/audit-filters.server";
import { loader as auditLoader } from "~/admin/activity/routes/audit";
import { action as leadAction } from "~/admin/leads/routes/leads-detail";
import { loader as exportLoader } from "~/admin/leads/routes/leads-export";
import { auditActions, listAudit, recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { auditLog, blogPosts, leads } from "~/platform/database/schema";
import { messages } from "~/platform/i18n/messages.server";
import { asAdmin, testDatabases } from "../../../../tests/integration/harness";
import { anneSignedIn, requestsWith, shape } from "./anne-session";

interface AuditPage {
  people: string[];
  /** The filter bar's messages, by the field they name. */
  filterBar: { errors: Record<string, string> };
  list?: { total: number; older?: string; newer?: string };
  entries?: {
    action: string;
    actionText: string;
    actor: string | null;
    target: string | null;
    object?: { text: string; href?: string; deleted?: boolean };
  }[];
}

describe("the activity log's actions", () => {
  it("each have a text in French and in English", () => {
    for (const lang of ["fr", "en"] as const) {
      const texts: Record<string, string | undefined> = messages(lang, "admin").audit.actions;
      const missing = auditActions.filter((action) => !texts[action]?.trim());
      expect(missing, `${lang}: actions without a text`).toEqual([]);
    }
  });

  it("each belong to one group of the action filter", () => {
    const grouped = auditGroups.flatMap((group) => actionsOfGroup(group));
    expect([...grouped].sort()).toEqual([...auditActions].sort());
  });
});

describe.each(testDatabases)("activity log ($name)", (database) => {
  let db: Database;
  let anne: { id: number };
  let cookie: string;
  beforeEach(async () => {
    ({ db, anne, cookie } = await anneSignedIn(database));
  });
  const { get, post } = requestsWith(() => cookie);
  const auditPage = async (query = "", lang = "") =>
    shape<AuditPage>(await asAdmin(auditLoader, get(`${lang}/admin/audit${query}`)));
  const actionsOf = async (query: string) =>
    (await auditPage(query)).data.entries?.map((entry) => entry.action);

  describe("activity log", () => {
    beforeEach(async () => {
      const at = (iso: string) => new Date(iso);
      await db.insert(auditLog).values([
        { actor: "anne", action: "sign_in", at: at("2026-03-01T10:00:00Z") },
        // 00:30 on 2 March in Brussels: a refused sign-in naming anne's account.
        { actor: null, action: "sign_in_failed", target: "anne", at: at("2026-03-01T23:30:00Z") },
        {
          actor: "bruno",
          action: "article_saved",
          target: "fr/nep",
          at: at("2026-03-02T09:00:00Z"),
        },
        {
          actor: "bruno",
          action: "lead_status_changed",
          target: "#7: new → answered",
          at: at("2026-03-05T09:00:00Z"),
        },
      ]);
    });

    it("filters by person, action or group, and Brussels days", async () => {
      expect((await auditPage()).data.people).toEqual(["anne", "bruno"]);
      // A person's entries include the refused sign-ins that named their account.
      expect(await actionsOf("?person=anne")).toEqual(["sign_in_failed", "sign_in"]);
      expect(await actionsOf("?action=sign_in")).toEqual(["sign_in"]);
      expect(await actionsOf("?action=content")).toEqual(["article_saved"]);
      expect(await actionsOf("?person=bruno&action=requests")).toEqual(["lead_status_changed"]);
      expect(await actionsOf("?from=2026-03-02&to=2026-03-02")).toEqual([
        "article_saved",
        "sign_in_failed",
      ]);
      expect(await actionsOf("?to=2026-03-01")).toEqual(["sign_in"]);
      expect(await actionsOf("?person=anne&action=content")).toEqual([]);
    });

    it("names a wrong filter instead of guessing", async () => {
      const wrong = async (query: string) => {
        const page = await auditPage(query);
        return [page.init?.status, Object.keys(page.data.filterBar.errors)];
      };
      expect(await wrong("?action=drop_table")).toEqual([400, ["action"]]);
      expect(await wrong("?from=2026-02-30")).toEqual([400, ["from"]]);
      expect(await wrong("?from=2026-03-05&to=2026-03-01")).toEqual([400, ["to"]]);
      expect(await wrong("?page=0")).toEqual([400, ["page"]]);
    });

    it("keeps the filters in the links to other pages", async () => {
      await db.insert(auditLog).values(
        Array.from({ length: 60 }, (_, n) => ({
          actor: "bruno",
          action: "media_saved",
          at: new Date(Date.parse("2026-04-01T08:00:00Z") + n * 1000),
        })),
      );
      const first = await auditPage("?person=bruno&action=media_saved");
      expect(first.data.list).toMatchObject({
        total: 60,
        older: "/admin/audit?person=bruno&action=media_saved&page=2",
      });
      const second = await auditPage("?person=bruno&action=media_saved&page=2");
      expect(second.data.entries).toHaveLength(10);
      expect(second.data.list?.newer).toBe("/admin/audit?person=bruno&action=media_saved");
    });

    it("shows each action in the viewer's language", async () => {
      const text = async (lang: string) =>
        (await auditPage("?action=lead_status_changed", lang)).data.entries?.map((e) => [
          e.actionText,
          e.target,
        ]);
      // The stored note ("#7: new → answered") in plain words, statuses from the dictionary.
      expect(await text("")).toEqual([
        ["Statut d'une demande modifié", "Demande n°\u00a07\u00a0: Nouvelle → Répondue"],
      ]);
      expect(await text("/en")).toEqual([["Request status changed", "Request #7: New → Answered"]]);
    });
  });

  it("links each entry to its object while it exists, else says it was deleted", async () => {
    await db.delete(auditLog);
    const [lead] = await db
      .insert(leads)
      .values({ name: "Jean", company: "Val", email: "j@val.be", message: "NEP", language: "fr" })
      .returning({ id: leads.id });
    const [article] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    const objects = [
      ["lead", lead?.id],
      ["lead", 999_999],
      ["article", article?.id],
      ["media", 999_999],
      ["user", anne.id],
      ["settings", "site"],
      ["page_texts", "home"],
      ["page_texts", "gone-page"],
      ["collection_item", "projects/d0"],
      ["collection_item", "projects/999999"],
    ] as const;
    for (const [type, id] of objects) {
      await recordAudit(db, {
        actor: "anne",
        action: "settings_saved",
        target: `${type} ${id}`,
        object: { type, id: id ?? 0 },
      });
    }
    await recordAudit(db, { actor: "anne", action: "sign_out_everywhere", target: "old entry" });
    const byTarget = async (lang = "") =>
      Object.fromEntries(
        ((await auditPage("", lang)).data.entries ?? []).map((e) => [e.target, e.object]),
      );
    const fr = await byTarget();
    expect(fr[`lead ${lead?.id}`]).toEqual({
      text: `lead ${lead?.id}`,
      href: `/admin/leads/${lead?.id}`,
    });
    expect(fr["lead 999999"]).toEqual({ text: "lead 999999", deleted: true });
    expect(fr[`article ${article?.id}`]?.href).toBe(`/admin/articles/${article?.id}`);
    expect(fr["media 999999"]?.deleted).toBe(true);
    expect(fr[`user ${anne.id}`]?.href).toBe(`/admin/users/${anne.id}`);
    expect(fr["settings site"]?.href).toBe("/admin/settings");
    expect(fr["page_texts home"]?.href).toBe("/admin/pages/home");
    expect(fr["page_texts gone-page"]?.deleted).toBe(true);
    expect(fr["collection_item projects/d0"]?.href).toBe("/admin/collections/projects/d0");
    expect(fr["collection_item projects/999999"]?.deleted).toBe(true);
    // An entry from before objects were recorded keeps its text, without a link.
    expect(fr["old entry"]).toBeUndefined();
    expect(Object.keys(fr)).toContain("old entry");
    expect((await byTarget("/en"))["settings site"]?.href).toBe("/en/admin/settings");
  });

  it("records a lead's status change, note, resend and export, each with its lead", async () => {
    await db.delete(auditLog);
    const [row] = await db
      .insert(leads)
      .values({ name: "Jean", company: "Val", email: "j@val.be", message: "NEP", language: "fr" })
      .returning({ id: leads.id });
    const id = row?.id ?? 0;
    const save = (fields: Record<string, string>) =>
      asAdmin(leadAction, post(`/admin/leads/${id}`, fields), { id: String(id) });
    await save({ intent: "save", status: "in_progress", note: "Rappeler lundi" });
    // Saving again what is already there records nothing.
    await save({ intent: "save", status: "in_progress", note: "Rappeler lundi" });
    await save({ intent: "save", status: "answered", note: "Rappeler lundi" });
    await save({ intent: "resend" });
    const exported = await asAdmin(exportLoader, get("/admin/leads/export?status=answered&q=Jean"));
    expect(exported.status).toBe(200);
    await exported.text(); // the download read to its end frees the account's export slot
    const { entries } = await listAudit(db);
    const lead = { objectType: "lead", objectId: String(id) };
    expect(
      entries.reverse().map(({ actor, action, target, ip, objectType, objectId }) => ({
        actor,
        action,
        target,
        ip,
        objectType,
        objectId,
      })),
    ).toEqual([
      {
        actor: "anne",
        action: "lead_status_changed",
        target: `#${id}: new → in_progress`,
        ip: "203.0.113.7",
        ...lead,
      },
      { actor: "anne", action: "lead_note_saved", target: `#${id}`, ip: "203.0.113.7", ...lead },
      {
        actor: "anne",
        action: "lead_status_changed",
        target: `#${id}: in_progress → answered`,
        ip: "203.0.113.7",
        ...lead,
      },
      {
        actor: "anne",
        action: "lead_notification_resent",
        target: `#${id}`,
        ip: "203.0.113.7",
        ...lead,
      },
      // The count and the filter; a search's words are personal data and stay out.
      {
        actor: "anne",
        action: "leads_exported",
        target: "1 (q=…, status=answered)",
        ip: "203.0.113.7",
        objectType: null,
        objectId: null,
      },
    ]);
  });
});
