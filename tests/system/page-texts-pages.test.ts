import { describe, expect, it } from "vitest";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import {
  publishPage,
  readPageTexts,
  savePendingTexts,
} from "~/admin/site-content/page-texts.server";
import { connection } from "~/platform/database/db.server";
import frPiping from "~/platform/i18n/messages/fr/piping.server";
import { pagePath } from "~/platform/navigation/page-table";
import { adminUrl } from "./nginx";
import { serverBesideThisProcess, untilShown } from "./server-beside-this-process";

/**
 * A page text edited in the back office's store (from another process, as a second instance
 * would): the public page keeps its text while the edit is pending, the preview shows it to a
 * signed-in account only, and publishing puts it on the page served from memory without a
 * restart (`npm run bench` measures the 2 s target).
 */

const NEW_TITLE = "Tuyauteries inox hygiéniques, préfabriquées en atelier";

describe.runIf(adminUrl)("page texts on the public pages of the production server", () => {
  const server = serverBesideThisProcess("procelia_system_page_texts");
  const path = pagePath("piping");
  const get = (query = "", cookie?: string) =>
    fetch(server().url + path + query, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";

  it("keeps a pending edit for the preview of a signed-in account, then publishes it", async () => {
    const { db } = await connection();
    const saved = await savePendingTexts(
      db,
      "piping",
      [{ key: "hero.title", lang: "fr", value: NEW_TITLE }],
      0,
      "office-manager",
    );
    expect(saved).toMatchObject({ ok: true });
    expect(h1(await (await get()).text())).toContain(frPiping.hero.title);

    // A visitor asking for the preview is sent to the public page, which nobody keeps.
    const visitor = await get("?preview=pending");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(path);
    expect(visitor.headers.get("cache-control")).toBe("no-store");

    const user = await insertUser(db, "office-manager", "not-a-real-hash");
    const token = await createSession(db, user?.id ?? 0);
    const cookie = (await sessionCookieHeader(token)).split(";")[0];
    const preview = await get("?preview=pending", cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(h1(await preview.text())).toContain(NEW_TITLE);
    // The preview changed nothing for visitors.
    expect(h1(await (await get()).text())).toContain(frPiping.hero.title);

    const { version } = await readPageTexts(db, "piping");
    expect(await publishPage(db, "piping", version, "office-manager")).toMatchObject({ ok: true });
    const shown = await untilShown(
      "page texts",
      async () => h1(await (await get()).text()),
      NEW_TITLE,
    );
    expect(shown).toContain(NEW_TITLE);
    const english = await fetch(`${server().url}/en${path}`).then((res) => res.text());
    expect(h1(english)).not.toContain(NEW_TITLE);
  });
});
