import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { updateMediaTexts } from "~/admin/media/media.server";
import { action as mediaDeleteAction } from "~/admin/media/routes/media-delete";
import { addItem, deleteItem, moveItem } from "~/admin/site-content/collection-edits.server";
import { homePhotosCollection } from "~/admin/site-content/collections/home-photos.server";
import { action as listAction, loader as listLoader } from "~/admin/site-content/routes/collection";
import { action as deleteAction } from "~/admin/site-content/routes/collection-delete";
import { action as itemAction } from "~/admin/site-content/routes/collection-item";
import { loader as collectionsLoader } from "~/admin/site-content/routes/collections";
import en from "~/admin/site-content/texts/collections.en.server";
import fr from "~/admin/site-content/texts/collections.fr.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { collectionItems } from "~/platform/database/schema";
import frProjects from "~/platform/i18n/messages/fr/projects.server";
import { onSiteChange } from "~/platform/settings/site-changes";
import { loader as homeLoader } from "~/site/routes/pages/home";
import { loader as projectsLoader } from "~/site/routes/pages/projects";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import { photo } from "../../../../tests/integration/media-samples";
import { collectionsUser } from "./content-harness";

/** The back office's collections screens, as the office manager uses them, and the pages they feed. */

afterAll(stopApp);

type Row = { ref: string; title: string; visible: boolean; thumb: string | null };
const frItems = frProjects.list.items;

describe.each(testDatabases)("the collections screens on $name", (database) => {
  const { reset, asAdmin, upload, saveItem: save } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });
  // A picture a project shows cannot be deleted: the next reset empties the library.
  afterEach(() => db.delete(collectionItems));

  const page = async (slug: string, query = "", lang: "fr" | "en" = "fr") => {
    const prefix = lang === "fr" ? "" : "/en";
    return shape(
      await asAdmin(listLoader, `${prefix}/admin/collections/${slug}${query}`, {
        params: { slug },
      }),
    ).data as {
      version: number;
      done?: string;
      items: Row[];
      history: { id: number; kind: string; item: string; undoable: boolean }[];
    };
  };
  const post = (slug: string, form: Record<string, string>) =>
    asAdmin(listAction, `/admin/collections/${slug}`, { params: { slug }, form });
  const titles = async (slug: string) => (await page(slug)).items.map((item) => item.title);

  it("lists the collections with their counts, then the projects of the page in its order", async () => {
    const list = shape(await asAdmin(collectionsLoader, "/admin/collections")).data as {
      collections: { slug: string; count: string }[];
    };
    expect(list.collections.map((entry) => entry.slug)).toEqual(
      expect.arrayContaining(["projects", "clients"]),
    );
    expect(list.collections.find((entry) => entry.slug === "projects")?.count).toBe(
      fr.count.replace("{count}", String(frItems.length)),
    );
    const projects = await page("projects");
    expect(projects.items.map((item) => item.title)).toEqual(frItems.map((item) => item.title));
    // Each default project shows its built-in photo as thumbnail.
    expect(projects.items.every((item) => item.thumb)).toBe(true);
  });

  it("takes from the address only an item reference and a known button to focus after a move", async () => {
    const focusOf = async (query: string) =>
      ((await page("projects", query)) as unknown as { focus: { ref: string; button: string } })
        .focus;
    expect(await focusOf("?ref=d2&button=down")).toEqual({ ref: "d2", button: "down" });
    // A reference of no item of this list focuses nothing.
    expect(await focusOf("?ref=d999&button=down")).toEqual({ ref: "", button: "up" });
    const injected = encodeURIComponent("x</script><h1>x");
    expect(await focusOf(`?ref=${injected}&button=up`)).toEqual({ ref: "", button: "up" });
    expect(await focusOf(`?ref=d2&button=${injected}`)).toEqual({ ref: "", button: "up" });
  });

  it("answers a form posted as multipart without its file with the form's refusal, not an error", async () => {
    const path = "/admin/collections/certifications/new";
    const answer = shape(
      await asAdmin(itemAction, path, {
        params: { slug: "certifications" },
        upload: { ok: false, reason: "noFile", fields: { version: "0", name: "ISO 9001" } },
      }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ alert: "invalid", values: { name: "ISO 9001" } });
  });

  it("adds a project, refuses a wrong one keeping what was typed, edits it, and logs each step", async () => {
    const refused = shape(
      await save("projects", undefined, {
        "title.fr": "Station NEP",
        "title.en": "",
        year: "deux mille",
        "description.fr": "Une station NEP.",
      }),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.alert).toBe("invalid");
    expect(refused.data.errors).toMatchObject({
      title: fr.errors.required,
      year: fr.errors.number,
      category: fr.errors.required,
    });
    expect(refused.data.values).toMatchObject({ "title.fr": "Station NEP", year: "deux mille" });
    expect(await titles("projects")).toHaveLength(frItems.length);

    const filled = {
      "title.fr": "Station NEP mobile",
      "title.en": "Mobile CIP station",
      "category.fr": "Agroalimentaire",
      "category.en": "Food industry",
      "location.fr": "Tournai, Belgique",
      "location.en": "Tournai, Belgium",
      year: "2026",
      "description.fr": "Une station NEP sur roues.",
      "description.en": "A CIP station on wheels.",
      "services.fr": "NEP\n\nAutomatisation\n",
      "services.en": "CIP\nAutomation",
    };
    const added = await thrown(save("projects", undefined, filled));
    expect(added.headers.get("location")).toMatch(/^\/admin\/collections\/projects\?done=added/);
    const after = await page("projects", "?done=added&item=Station");
    expect(after.items.at(-1)?.title).toBe("Station NEP mobile");
    const ref = after.items.at(-1)?.ref ?? "";
    expect(ref).toMatch(/^\d+$/);

    await thrown(save("projects", ref, { "title.fr": "Station NEP mobile sur remorque" }));
    const english = await page("projects", "", "en");
    expect(english.items.at(-1)?.title).toBe("Mobile CIP station");
    expect(english.history.slice(0, 2).map((entry) => entry.kind)).toEqual([
      en.history.kinds.changed,
      en.history.kinds.added,
    ]);
    const log = (await listAudit(db)).entries.map((entry) => [entry.action, entry.target]);
    expect(log).toEqual(
      expect.arrayContaining([
        ["collection_item_added", `projects/${ref} Station NEP mobile`],
        ["collection_item_saved", `projects/${ref} Station NEP mobile sur remorque`],
      ]),
    );
  });

  it("hides, moves and deletes an item, and undoes the deletion from the history", async () => {
    const start = await page("clients");
    const first = start.items[0]?.title;
    await thrown(post("clients", { intent: "hide", ref: "d0", version: "0" }));
    let now = await page("clients");
    expect(now.items[0]?.visible).toBe(false);
    const ref = now.items[0]?.ref ?? "";

    const moved = await thrown(
      post("clients", {
        intent: "move",
        ref,
        to: "1",
        button: "down",
        version: String(now.version),
      }),
    );
    expect(moved.headers.get("location")).toContain(`ref=${ref}&button=down`);
    now = await page("clients");
    expect(now.items[1]?.title).toBe(first);

    const deleted = await thrown(
      asAdmin(deleteAction, `/admin/collections/clients/${ref}/delete`, {
        params: { slug: "clients", ref },
        form: { version: String(now.version) },
      }),
    );
    expect(deleted.headers.get("location")).toMatch(/done=deleted/);
    now = await page("clients");
    expect(now.items.map((item) => item.title)).not.toContain(first);
    const deletion = now.history[0];
    expect(deletion?.kind).toBe(fr.history.kinds.deleted);
    await thrown(
      post("clients", {
        intent: "restore",
        historyId: String(deletion?.id),
        version: String(now.version),
      }),
    );
    now = await page("clients");
    expect(now.items[1]).toMatchObject({ title: first, visible: false });
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "collection_item_hidden",
        "collection_item_moved",
        "collection_item_deleted",
        "collection_item_restored",
      ]),
    );
  });

  it("refuses a change made from an older list, and keeps what was typed in the form", async () => {
    await thrown(
      post("clients", { intent: "move", ref: "d3", to: "0", button: "up", version: "0" }),
    );
    const stale = shape(await post("clients", { intent: "hide", ref: "d1", version: "0" }));
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toBe("conflict");

    const now = await page("clients");
    const ref = now.items[0]?.ref ?? "";
    const form = shape(
      await asAdmin(itemAction, `/admin/collections/clients/${ref}`, {
        params: { slug: "clients", ref },
        form: { version: "0", name: "Brasserie de Tournai", mediaId: "", visible: "on" },
      }),
    );
    expect(form.init?.status).toBe(409);
    expect(form.data).toMatchObject({
      alert: "conflict",
      values: { name: "Brasserie de Tournai" },
      version: now.version,
    });
    expect(now.items[0]?.title).not.toBe("Brasserie de Tournai");
  });

  it("shows a moved project with its own photo, and a library picture in place of it", async () => {
    const before = (await projectsLoader({
      request: new Request("http://localhost/realisations"),
    } as never)) as {
      projects: { title: string; image: { photo?: { variants: { jpg: { url: string }[] } } } }[];
    };
    const photoOfThird = JSON.stringify(before.projects[2]?.image);
    await thrown(
      post("projects", { intent: "move", ref: "d2", to: "0", button: "up", version: "0" }),
    );
    const after = (await projectsLoader({
      request: new Request("http://localhost/realisations"),
    } as never)) as typeof before;
    expect(after.projects[0]?.title).toBe(frItems[2]?.title);
    expect(JSON.stringify(after.projects[0]?.image)).toBe(photoOfThird);

    // A library picture replaces it, in both languages, and the library will not delete it.
    const picture = await upload("skid.jpg", await photo(1600, 1000));
    const id = String(picture.id);
    const ref = (await page("projects")).items[0]?.ref ?? "";
    await thrown(
      save("projects", ref, { mediaId: id, "imageAlt.en": "A skid", "imageAlt.fr": "Un skid" }),
    );
    const english = (await projectsLoader({
      request: new Request("http://localhost/en/projects"),
    } as never)) as {
      projects: { imageAlt: string; image: { photo: { variants: { jpg: { url: string }[] } } } }[];
    };
    expect(english.projects[0]?.imageAlt).toBe("A skid");
    expect(english.projects[0]?.image.photo.variants.jpg[0]?.url).toMatch(/^\/media\//);
    const refused = shape(
      await asAdmin(mediaDeleteAction, `/admin/media/${id}/delete`, { params: { id }, form: {} }),
    );
    expect(refused.init?.status).toBe(409);
    expect((refused.data.uses as { title: string }[]).map((use) => use.title)).toEqual([
      frItems[2]?.title,
    ]);

    // Its texts edited in the library: the pages showing it are rendered again.
    let announced = 0;
    const stop = onSiteChange(() => announced++);
    await updateMediaTexts(db, Number(id), {
      altFr: "Skid de dosage sur châssis inox",
      altEn: "Dosing skid on a stainless frame",
      captionFr: "",
      captionEn: "",
    });
    stop();
    expect(announced).toBe(1);
  });

  it("feeds the home page's logo strip in the collection's order", async () => {
    await thrown(
      post("clients", { intent: "move", ref: "d2", to: "0", button: "up", version: "0" }),
    );
    const home = (await homeLoader({ request: new Request("http://localhost/") } as never)) as {
      logos: { name: string }[];
    };
    expect(home.logos.slice(0, 2).map((logo) => logo.name)).toEqual([
      "Client 3",
      "Laiterie du Val d'Escaut",
    ]);
  });

  it("keeps the home page's photos in their places, and shows a library photo chosen for the hero", async () => {
    const photos = await page("home-photos");
    expect(photos.items.map((item) => item.title)).toEqual([
      "Photo du haut de la page d'accueil",
      "Photo de l'équipe",
    ]);
    // Places, not a list: nothing is added, moved or removed, even by a forged request.
    const { definition } = homePhotosCollection;
    expect(await addItem(db, definition, { slot: "hero" }, {}, 0, null)).toMatchObject({
      ok: false,
    });
    expect(await moveItem(db, definition, "d1", 0, 0, null)).toMatchObject({ ok: false });
    expect(await deleteItem(db, definition, "d0", 0, null)).toMatchObject({ ok: false });

    const picture = await upload("hall.jpg", await photo(2400, 1350));
    const id = Number(picture.id);
    await updateMediaTexts(db, id, {
      altFr: "Hall de brassage avec quatre cuves inox",
      altEn: "Brewhouse with four stainless vessels",
      captionFr: "",
      captionEn: "",
    });
    await thrown(save("home-photos", "d0", { mediaId: String(id) }));
    const home = (await homeLoader({ request: new Request("http://localhost/en") } as never)) as {
      photos: { hero?: { alt: string; source: { kind: string } }; team?: unknown };
    };
    expect(home.photos.hero?.alt).toBe("Brewhouse with four stainless vessels");
    expect(home.photos.hero?.source.kind).toBe("photo");
    expect(home.photos.team).toBeUndefined();
  });
});
