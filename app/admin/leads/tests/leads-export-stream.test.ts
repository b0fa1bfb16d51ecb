import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as exportLoader } from "~/admin/leads/routes/leads-export";
import type { Database } from "~/platform/database/db.server";
import { leads } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { clearBackOffice, signedIn } from "../../intake/tests/lead-fixtures";

afterAll(stopApp);

const TOTAL = 20_000;
const origin = "http://localhost";
/** A real-sized enquiry (about 2,500 characters), each one different. */
const message = (n: number) =>
  `Bonjour,\nNous préparons l'extension de notre salle de brassage (lot ${n}) et cherchons un intégrateur pour la NEP, la tuyauterie inox et l'automatisme S7-1500.\n- cuves 3 × 120 hl\n- échangeur 12 m³/h\n${"Détails du cahier des charges, contraintes d'hygiène et délais. ".repeat(36)}\nCordialement`;

/** Reads a download to its end, sampling the process's memory as the chunks arrive. */
async function download(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let text = "";
  let bytes = 0;
  let chunks = 0;
  const started = performance.now();
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    chunks += 1;
    // Only the ids are kept, so what the test holds does not count as the export's memory.
    text += decoder
      .decode(value, { stream: true })
      .split("\r\n")
      .map((line) => /^\d+;/.exec(line)?.[0] ?? "")
      .join("\n");
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }
  return {
    ids: text.split("\n").filter(Boolean),
    bytes,
    chunks,
    ms: performance.now() - started,
    heapGrowthMb: (peakHeap - before.heapUsed) / 2 ** 20,
    rssGrowthMb: (peakRss - before.rss) / 2 ** 20,
  };
}

describe.each(testDatabases)("the CSV export of 20,000 requests ($name)", (database) => {
  let db: Database;
  let cookie: string;

  beforeAll(async () => {
    db = await startApp(database);
    await clearBackOffice(db);
    configure({ PUBLIC_SITE_URL: origin });
    ({ cookie } = await signedIn(db, "claire.martin"));
    const start = Date.parse("2025-01-06T08:00:00Z");
    for (let batch = 0; batch < TOTAL / 1000; batch++) {
      await db.insert(leads).values(
        Array.from({ length: 1000 }, (_, i) => {
          const n = batch * 1000 + i;
          return {
            name: `Demandeur ${n}`,
            company: `Brasserie ${n % 97}`,
            email: `contact${n}@brasserie.example.be`,
            phone: "+32 2 123 45 67",
            message: message(n),
            // Several requests in the same second (and millisecond): the pages must not skip them.
            createdAt: new Date(start + Math.floor(n / 3) * 1000),
          };
        }),
      );
    }
  }, 300_000);

  const exportRequest = () =>
    asAdmin(exportLoader, new Request(`${origin}/admin/leads/export`, { headers: { cookie } }));

  it("streams every row with flat memory, and refuses a second export in parallel", async () => {
    const first = await exportRequest();
    expect(first.status).toBe(200);
    if (!first.body) throw new Error("no body");

    // While the first is being downloaded, the same account's second export is refused clearly.
    const second = await exportRequest();
    expect(second.status).toBe(429);
    expect(await second.text()).toMatch(/export de votre part est encore en cours/);
    expect(second.headers.get("Retry-After")).toBe("30");

    const result = await download(first.body);
    console.log(
      `[${database.name}] CSV export of ${TOTAL} requests: ${(result.bytes / 2 ** 20).toFixed(1)} MB in ${result.chunks} chunks, ${(result.ms / 1000).toFixed(1)} s; memory growth while streaming: heap +${result.heapGrowthMb.toFixed(0)} MB, RSS +${result.rssGrowthMb.toFixed(0)} MB`,
    );
    // Complete: the header, then every request once, newest first.
    expect(result.ids).toHaveLength(TOTAL);
    expect(new Set(result.ids).size).toBe(TOTAL);
    expect(result.ids[0]).toBe(`${Math.max(...result.ids.map((id) => Number.parseInt(id, 10)))};`);

    // Once it is over, the account may export again; a cancelled download frees its slot too.
    const third = await exportRequest();
    expect(third.status).toBe(200);
    await third.body?.getReader().cancel();
    const fourth = await exportRequest();
    expect(fourth.status).toBe(200);
    await fourth.body?.cancel();
  }, 300_000);
});
