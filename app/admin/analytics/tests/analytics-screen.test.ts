import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { loader as screenLoader } from "~/admin/analytics/routes/analytics";
import { loader as exportLoader } from "~/admin/analytics/routes/analytics-export";
import { brusselsDayStart } from "~/admin/shell/ui/url-filters";
import type { Database } from "~/platform/database/db.server";
import { leads, pageReferrers, pageViews } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { clearBackOffice, sampleLead, signedIn } from "../../intake/tests/lead-fixtures";

/** The Audience screen: views, requests sent from each page, the ratio, outside sites, the CSV. */

afterAll(stopApp);

interface Report {
  data: {
    report?: {
      period: string;
      pages: { path: string; views: string; requests: string; perThousand: string }[];
      total: { views: string; requests: string; perThousand: string };
      sites: { host: string; visits: string }[];
    };
  };
  init?: { status?: number };
}
/** A file's text as it is on disk: the byte-order mark kept (Response.text() drops it). */
const fileText = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
const shape = (result: unknown) => JSON.parse(JSON.stringify(result)) as Report;

describe.each(testDatabases)("the Audience screen ($name)", (database) => {
  let db: Database;
  let cookie: string;
  const origin = "http://localhost";
  const get = (path: string) => new Request(`${origin}${path}`, { headers: { cookie } });

  beforeEach(async () => {
    db ??= await startApp(database);
    await clearBackOffice(db);
    await db.delete(pageViews);
    await db.delete(pageReferrers);
    configure({ PUBLIC_SITE_URL: origin });
    ({ cookie } = await signedIn(db, "sophie.sales", "sales"));
    await db.insert(pageViews).values([
      { path: "/automation", day: "2026-11-02", views: 1_500 },
      { path: "/automation", day: "2026-11-03", views: 500 },
      { path: "/en/safety", day: "2026-11-03", views: 400 },
      // Outside the period below.
      { path: "/automation", day: "2026-10-31", views: 9_999 },
    ]);
    await db.insert(pageReferrers).values([
      { path: "/automation", day: "2026-11-02", host: "www.google.com", visits: 30 },
      { path: "/en/safety", day: "2026-11-03", host: "www.google.com", visits: 5 },
      { path: "/en/safety", day: "2026-11-03", host: "www.linkedin.com", visits: 7 },
    ]);
    const at = (day: string) => new Date(brusselsDayStart(day).getTime() + 10 * 3600 * 1000);
    await db.insert(leads).values([
      sampleLead({ sourcePage: "/automation", createdAt: at("2026-11-02") }),
      sampleLead({ sourcePage: "/automation", createdAt: at("2026-11-04") }),
      sampleLead({ sourcePage: "/automation", createdAt: at("2026-11-04"), status: "spam" }),
      sampleLead({ sourcePage: "/automation", createdAt: at("2026-11-04"), triage: "held" }),
      // Sent from a page nobody was counted reading (counting started later).
      sampleLead({ sourcePage: "/en/piping", createdAt: at("2026-11-03") }),
      sampleLead({ sourcePage: null, createdAt: at("2026-11-03") }),
      sampleLead({ sourcePage: "/automation", createdAt: at("2026-11-06") }),
    ]);
  });

  it("shows per page the views, the requests sent from it and the requests per 1,000 views", async () => {
    const result = shape(
      await asAdmin(screenLoader, get("/en/admin/analytics?from=2026-11-01&to=2026-11-05")),
    );
    expect(result.data.report?.period).toBe("From November 1, 2026 to November 5, 2026");
    expect(result.data.report?.pages).toEqual([
      { path: "/automation", views: "2,000", requests: "2", perThousand: "1" },
      { path: "/en/safety", views: "400", requests: "0", perThousand: "0" },
      { path: "/en/piping", views: "0", requests: "1", perThousand: "—" },
    ]);
    expect(result.data.report?.total).toEqual({
      views: "2,400",
      requests: "3",
      perThousand: "1.3",
    });
    expect(result.data.report?.sites).toEqual([
      { host: "www.google.com", visits: "35" },
      { host: "www.linkedin.com", visits: "7" },
    ]);
  });

  it("narrows to one page, and names a wrong filter instead of guessing", async () => {
    const one = shape(
      await asAdmin(
        screenLoader,
        get("/admin/analytics?from=2026-11-01&to=2026-11-05&path=%2Fen%2Fsafety"),
      ),
    );
    expect(one.data.report?.pages).toEqual([
      { path: "/en/safety", views: "400", requests: "0", perThousand: "0" },
    ]);
    expect(one.data.report?.sites.map((site) => site.host)).toEqual([
      "www.linkedin.com",
      "www.google.com",
    ]);
    const wrong = shape(
      await asAdmin(screenLoader, get("/admin/analytics?from=2026-11-05&to=2026-11-01")),
    );
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.report).toBeUndefined();
  });

  it("exports the pages and the outside sites as spreadsheet CSV files", async () => {
    const pages = (await asAdmin(
      exportLoader,
      get("/admin/analytics/export?from=2026-11-01&to=2026-11-05"),
    )) as Response;
    expect(pages.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(pages.headers.get("content-disposition")).toBe(
      'attachment; filename="procelia-audience-pages-2026-11-01-2026-11-05.csv"',
    );
    expect(await fileText(pages)).toBe(
      "\uFEFFPage;Lectures;Demandes;Demandes pour 1 000 lectures\r\n" +
        "/automation;2000;2;1\r\n/en/safety;400;0;0\r\n/en/piping;0;1;\r\n",
    );
    const sites = (await asAdmin(
      exportLoader,
      get("/en/admin/analytics/export?from=2026-11-01&to=2026-11-05&what=sites"),
    )) as Response;
    expect(await fileText(sites)).toBe(
      "\uFEFFOutside site;Readers sent\r\nwww.google.com;35\r\nwww.linkedin.com;7\r\n",
    );
  });
});
