import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as listLoader } from "~/admin/approval/routes/approval";
import { action as itemAction, loader as itemLoader } from "~/admin/approval/routes/approval-item";
import { restoreItem } from "~/admin/site-content/collection-edits.server";
import { projectsCollection } from "~/admin/site-content/collections/projects.server";
import { readCollection } from "~/admin/site-content/collections.server";
import type { Database } from "~/platform/database/db.server";
import {
  approvalComments,
  approvalLinks,
  approvalRequirements,
  auditLog,
  blogPosts,
  collectionItems,
} from "~/platform/database/schema";
import { listHistory } from "~/platform/text/content-history.server";
import {
  action as previewAction,
  loader as previewLoader,
} from "~/site/approval/routes/approval-preview";
import { loader as referenceLoader } from "~/site/references/routes/reference";
import { routeArgs, stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import { collectionsUser } from "../../site-content/tests/content-harness";

/**
 * A client's approval of a draft: staff make a preview link, the client opens it without an
 * account, approves or comments; a project that needs it is published only once approved.
 */

afterAll(stopApp);

const ORIGIN = "http://localhost";
const FR_PAGE = "/realisations-clients/salle-de-brassage-40-hl-ath";

describe.each(testDatabases)("client approval on $name", (database) => {
  const { reset, asAdmin, saveItem: save } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
    await db.delete(approvalRequirements);
    await db.delete(approvalLinks);
  });
  afterEach(async () => {
    await db.delete(approvalComments);
    await db.delete(collectionItems);
  });

  /** The brewhouse project hidden (a draft): its stored id. */
  async function draftReference(): Promise<number> {
    await thrown(save("projects", "d2", { visible: "" }));
    const { items } = await readCollection(db, projectsCollection.definition);
    const item = items.find((one) => one.data.slug.fr === "salle-de-brassage-40-hl-ath");
    if (!item) throw new Error("no draft");
    return Number(item.ref);
  }

  const itemPath = (kind: string, id: number) => `/admin/approval/${kind}/${id}`;
  const staff = async (kind: string, id: number) =>
    shape(await asAdmin(itemLoader, itemPath(kind, id), { params: { kind, id: String(id) } }))
      .data as {
      approval: string | null;
      required: boolean | null;
      links: {
        id: number;
        open: boolean;
        version: string;
        approved: string | null;
        comments: { text: string }[];
      }[];
    };
  const post = (kind: string, id: number, form: Record<string, string>) =>
    asAdmin(itemAction, itemPath(kind, id), { params: { kind, id: String(id) }, form });

  /** A new link's token, from the address shown once. */
  async function newLink(kind: string, id: number, days = "7"): Promise<string> {
    const answer = shape(await post(kind, id, { intent: "create", days, language: "fr" }));
    const url = String((answer.data as { created: string }).created);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/apercu/[\\w-]{20,}$`));
    return url.split("/").at(-1) ?? "";
  }

  const open = async (token: string) =>
    shape(await previewLoader(routeArgs(new Request(`${ORIGIN}/apercu/${token}`), { token }))) as {
      data: {
        page: { kind: string; reference?: { title: string }; article?: { title: string } } | null;
      };
      init: { status?: number; headers: Record<string, string> };
    };
  const answer = async (token: string, form: Record<string, string>) =>
    shape(
      await previewAction(
        routeArgs(
          new Request(`${ORIGIN}/apercu/${token}`, {
            method: "POST",
            body: new URLSearchParams(form),
          }),
          { token },
        ),
      ),
    );
  const publicStatus = async () => {
    const result = (await referenceLoader(
      routeArgs(new Request(`${ORIGIN}${FR_PAGE}`), { slug: "salle-de-brassage-40-hl-ath" }),
    )) as { init?: { status: number } };
    return result.init?.status ?? 200;
  };

  it("shows a draft reference to the client through a private link, and each opening is logged", async () => {
    const id = await draftReference();
    expect(await publicStatus()).toBe(404);
    const list = shape(await asAdmin(listLoader, "/admin/approval")).data as {
      rows: { title: string; state: string }[];
    };
    expect(list.rows).toContainEqual(
      expect.objectContaining({
        title: "Salle de brassage de 40\u00a0hl",
        state: "Aucun lien envoyé",
      }),
    );

    const token = await newLink("reference", id);
    const seen = await open(token);
    expect(seen.init.status ?? 200).toBe(200);
    expect(seen.init.headers).toMatchObject({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    });
    expect(seen.data.page?.reference?.title).toBe("Salle de brassage de 40\u00a0hl");
    await open(token);
    const openings = await db.select().from(approvalLinks).where(eq(approvalLinks.itemId, id));
    expect(openings[0]?.openings).toBe(2);
    const logged = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "approval_link_opened"));
    expect(logged.map((entry) => [entry.actor, entry.objectId])).toEqual([
      [null, `projects/${id}`],
      [null, `projects/${id}`],
    ]);

    // A link lasts 7 days at most; an unknown or expired one shows nothing.
    expect(
      shape(await post("reference", id, { intent: "create", days: "8", language: "fr" })).init
        ?.status,
    ).toBe(400);
    expect((await open("x".repeat(32))).init.status).toBe(404);
    await db.update(approvalLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open(token)).init.status).toBe(404);
  });

  it("holds a reference that needs approval until the client approves the version shown, then lets it be published", async () => {
    const id = await draftReference();
    await thrown(post("reference", id, { intent: "require", required: "on" }));
    expect((await staff("reference", id)).required).toBe(true);
    const token = await newLink("reference", id);

    const refused = shape(await save("projects", String(id), { visible: "on" }));
    expect(refused.init?.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("validée par le client");
    expect(await publicStatus()).toBe(404);

    // The client comments, then approves with their name: the item shows who and when.
    await answer(token, {
      intent: "comment",
      name: "Jean Dupont",
      comment: "Le chiffre de 45 000 hl est confidentiel.",
    });
    const approved = await answer(token, { intent: "approve", name: "Jean Dupont" });
    expect(JSON.stringify(approved.data)).toContain("validation est enregistrée");
    const item = await staff("reference", id);
    expect(item.approval).toMatch(/^Validé par Jean Dupont le /);
    expect(item.links[0]?.comments.map((comment) => comment.text)).toEqual([
      "Le chiffre de 45 000 hl est confidentiel.",
    ]);

    await thrown(save("projects", String(id), { visible: "on" }));
    expect(await publicStatus()).toBe(200);
  });

  it("refuses to show again, by undo, a reference that now needs an approval it lacks", async () => {
    const id = await draftReference();
    await thrown(post("reference", id, { intent: "require", required: "on" }));
    // Undo of "hidden": the version shown before, which the client never approved.
    const [hiding] = await listHistory(db, "collections", 1, `projects/${id}`);
    const { version } = await readCollection(db, projectsCollection.definition);
    const undone = await restoreItem(
      db,
      projectsCollection.definition,
      hiding?.id ?? 0,
      version,
      "claire",
    );
    expect(undone).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { collection: "approvalRequired" },
    });
    expect(await publicStatus()).toBe(404);
  });

  it("no longer counts an approval once the draft changed, and a revoked link shows nothing", async () => {
    const id = await draftReference();
    await thrown(post("reference", id, { intent: "require", required: "on" }));
    const token = await newLink("reference", id);
    await answer(token, { intent: "approve", name: "Jean Dupont" });
    await thrown(save("projects", String(id), { "quoteRole.fr": "Directeur technique" }));
    const item = await staff("reference", id);
    expect(item.approval).toBeNull();
    expect(item.links[0]?.version).toBe("Montre une version antérieure");
    expect(shape(await save("projects", String(id), { visible: "on" })).init?.status).toBe(400);

    const second = await newLink("reference", id);
    const linkId = (await staff("reference", id)).links[0]?.id ?? 0;
    await thrown(post("reference", id, { intent: "revoke", linkId: String(linkId) }));
    expect((await open(second)).init.status).toBe(404);
    expect((await staff("reference", id)).links[0]?.open).toBe(false);
  });

  it("previews a draft article as it was when the link was made", async () => {
    const [post0] = await db.select().from(blogPosts).limit(1);
    if (!post0) throw new Error("no article");
    await db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, post0.id));
    const token = await newLink("article", post0.id, "3");
    await db.update(blogPosts).set({ title: "Un autre titre" }).where(eq(blogPosts.id, post0.id));
    const seen = await open(token);
    expect(seen.data.page?.kind).toBe("article");
    expect(seen.data.page?.article?.title).toBe(post0.title);
    await db
      .update(blogPosts)
      .set({ published: true, title: post0.title })
      .where(eq(blogPosts.id, post0.id));
  });
});
