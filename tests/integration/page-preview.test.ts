import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setRequireSecondFactor } from "~/admin/accounts/account-factors.server";
import { createSession } from "~/admin/accounts/sessions.server";
import type { Database } from "~/platform/database/db.server";
import { pagePreview } from "../../server/page-preview";
import { addAccount, cookieFor, resetAccounts, setAccount, turnOnTotp } from "./factors-harness";
import { startApp, stopApp, testDatabases } from "./harness";

/**
 * The preview of a page with pending texts (`?preview=pending`), in front of a page whose route
 * says it may be kept an hour, as the robots file or a feed do: the preview is never kept, and
 * it follows the back office's rule on second factors.
 */

afterAll(stopApp);

let url = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(pagePreview);
  app.get("/{*splat}", (_req, res) => {
    // As the router's adapter copies a route's headers: appended.
    res.append("Cache-Control", "public, max-age=3600");
    res.send(res.locals.preview ? "preview" : "public page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, cookie = "") =>
  fetch(`${url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

describe.each(testDatabases)("the page preview on $name", (database) => {
  let db: Database;
  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
    await setRequireSecondFactor(db, false, "admin");
  });

  it("is exactly no-store, whatever the page's route adds", async () => {
    const editor = await addAccount(db, "editrice");
    await setAccount(db, editor.id, { role: "editor" });
    const cookie = await cookieFor(await createSession(db, editor.id));
    const preview = await get("/robots.txt?preview=pending", cookie);
    expect(await preview.text()).toBe("preview");
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const visitor = await get("/robots.txt?preview=pending");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    // The public page keeps its own caching.
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("is refused to an editor without the second factor the team requires, as the back office is", async () => {
    const editor = await addAccount(db, "editeur");
    await setAccount(db, editor.id, { role: "editor" });
    const cookie = await cookieFor(await createSession(db, editor.id));
    expect(await (await get("/automation?preview=pending", cookie)).text()).toBe("preview");

    await setRequireSecondFactor(db, true, "admin");
    const refused = await get("/automation?preview=pending", cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/automation");

    // Once the editor has a factor, the preview opens again.
    await turnOnTotp(db, editor.id);
    expect(await (await get("/automation?preview=pending", cookie)).text()).toBe("preview");
  });
});
