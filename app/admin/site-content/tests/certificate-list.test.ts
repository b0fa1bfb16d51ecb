import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ItemStatus } from "~/admin/site-content/collection-fields";
import {
  certificateStatus,
  trustBand,
} from "~/admin/site-content/collections/certifications.server";
import { action as listAction, loader as listLoader } from "~/admin/site-content/routes/collection";
import {
  action as itemAction,
  loader as itemLoader,
} from "~/admin/site-content/routes/collection-item";
import type { Database } from "~/platform/database/db.server";
import { addDays, brusselsDate } from "~/platform/text/brussels-time";
import { stopApp, testDatabases } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import { collectionsUser } from "./content-harness";

/**
 * The certificates' list in the back office says, for each, its dates and where it stands
 * (valid, expires soon, expired, not yet valid), and never calls an expired one "online".
 */

afterAll(stopApp);

const plain = (text: string) => text.replaceAll("\u2060", "").replaceAll("\u00a0", " ");
type Row = { ref: string; title: string; visible: boolean; status: ItemStatus | null };

describe("a certificate's state", () => {
  const item = (validUntil: string | null, validFrom = "") => ({
    visible: true,
    validUntil,
    data: {
      name: "VCA**",
      scope: { fr: "", en: "" },
      body: { fr: "", en: "" },
      number: "",
      validFrom,
    },
  });
  const today = "2026-11-29";

  it("is valid, expires soon within 30 days, expired after its last day, or not yet valid", () => {
    expect(certificateStatus(item("2028-03-31", "2025-03-01"), "fr", today)).toEqual({
      tone: "ok",
      label: "Valable",
      detail: "Valable à partir du 1 mars 2025, jusqu'au 31 mars 2028\u00a0; affiché sur le site.",
      onSite: true,
    });
    expect(certificateStatus(item("2026-12-29"), "en", today)).toMatchObject({
      tone: "warning",
      label: "Expires soon",
      detail: "Until December 29, 2026; shown on the site.",
      onSite: true,
    });
    expect(certificateStatus(item("2026-12-30"), "en", today).label).toBe("Valid");
    expect(certificateStatus(item("2026-11-29"), "fr", today).label).toBe("Expire bientôt");
    expect(certificateStatus(item("2026-11-28"), "fr", today)).toMatchObject({
      tone: "off",
      label: "Expiré",
      detail: "Jusqu'au 28 novembre 2026\u00a0; plus affiché sur le site.",
      onSite: false,
    });
    expect(certificateStatus(item("2028-01-01", "2026-12-01"), "en", today)).toMatchObject({
      label: "Not yet valid",
      onSite: false,
    });
    expect(certificateStatus({ ...item(null), visible: false }, "en", today)).toMatchObject({
      label: "Valid",
      detail: "No end date; hidden.",
      onSite: false,
    });
  });
});

describe.each(testDatabases)("the certificates' list on $name", (database) => {
  const { reset, asAdmin } = collectionsUser(database);
  let _db: Database;
  const today = brusselsDate();

  beforeEach(async () => {
    _db = await reset();
  });

  const page = async (query = "", lang: "fr" | "en" = "fr") =>
    shape(
      await asAdmin(
        listLoader,
        `${lang === "fr" ? "" : "/en"}/admin/collections/certifications${query}`,
        { params: { slug: "certifications" } },
      ),
    ).data as { version: number; done?: string; items: Row[] };

  async function save(ref: string | undefined, changes: Record<string, string>) {
    const slug = "certifications";
    const path = `/admin/collections/${slug}/${ref ?? "new"}`;
    const params = ref ? { slug, ref } : { slug };
    const form = shape(await asAdmin(itemLoader, path, { params })).data as {
      values: Record<string, string>;
      version: number;
    };
    const posted: Record<string, string> = { version: String(form.version) };
    for (const [name, value] of Object.entries({ ...form.values, ...changes })) {
      if (!(name === "visible" && value === "")) posted[name] = value;
    }
    try {
      return shape(await asAdmin(itemAction, path, { params, form: posted }));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const doneOf = async (answer: unknown) => {
    expect(answer).toBeInstanceOf(Response);
    const location = new URL((answer as Response).headers.get("location") ?? "", "http://x");
    return plain((await page(location.search)).done ?? "");
  };

  it("shows each certificate's dates and state", async () => {
    const { items } = await page();
    expect(items.map((item) => item.status?.label)).toEqual(["Valable", "Valable", "Valable"]);
    expect(items[0]?.status?.detail).toBe("Jusqu'au 14 septembre 2028\u00a0; affiché sur le site.");
    const soon = addDays(today, 10);
    const answer = await save(items[1]?.ref, { validUntil: soon, validFrom: "2024-01-15" });
    expect(answer).toBeInstanceOf(Response);
    const english = await page("", "en");
    const welding = english.items.find((item) => item.title === "EN ISO 3834-2");
    expect(welding?.status?.label).toBe("Expires soon");
    expect(welding?.status?.detail).toMatch(/^Valid from January 15, 2024 until /);
  });

  it("does not call an expired certificate online, when added or shown again", async () => {
    const expired = addDays(today, -1);
    const added = await save(undefined, {
      name: "ISO 14001:2015",
      "scope.fr": "Management environnemental",
      "scope.en": "Environmental management",
      "body.fr": "Organisme accrédité",
      "body.en": "Accredited body",
      number: "ENV 0123459",
      validUntil: expired,
      visible: "on",
    });
    const message = await doneOf(added);
    expect(message).not.toContain("en ligne");
    expect(message).toContain("n'apparaît pas sur le site");
    const row = (await page()).items.find((item) => item.title === "ISO 14001:2015");
    expect(row?.status).toMatchObject({ label: "Expiré", onSite: false });
    expect(trustBand("fr").map((tile) => tile.name)).not.toContain("ISO 14001:2015");

    // Hidden, then shown again: still expired, so still not on the site.
    const post = async (intent: string) => {
      const { version, items } = await page();
      const ref = items.find((item) => item.title === "ISO 14001:2015")?.ref ?? "";
      return asAdmin(listAction, "/admin/collections/certifications", {
        params: { slug: "certifications" },
        form: { intent, ref, version: String(version) },
      }).catch((thrown: unknown) => thrown);
    };
    await post("hide");
    const shown = await doneOf(await post("show"));
    expect(shown).not.toContain("de nouveau affiché");
    expect(shown).toContain("n'apparaît pas sur le site");

    // A valid one is announced online, as before.
    const valid = await save(undefined, {
      name: "ISO 45001",
      "scope.fr": "Santé et sécurité au travail",
      "scope.en": "Occupational health and safety",
      "body.fr": "Organisme accrédité",
      "body.en": "Accredited body",
      number: "OHS 0123460",
      validUntil: addDays(today, 400),
      visible: "on",
    });
    expect(await doneOf(valid)).toContain("en ligne");
  });

  it("keeps a certificate off the site until its first valid day", async () => {
    const { items } = await page();
    await save(items[0]?.ref, { validFrom: addDays(today, 3) });
    expect(trustBand("fr", today).map((tile) => plain(tile.name))).not.toContain("VCA**");
    expect(trustBand("fr", addDays(today, 3)).map((tile) => plain(tile.name))).toContain("VCA**");
    const row = (await page()).items.find((item) => plain(item.title) === "VCA**");
    expect(row?.status?.label).toBe("Pas encore valable");
  });
});
