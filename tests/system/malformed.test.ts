import { beforeAll, expect, it } from "vitest";
import { type SharedServer, sharedServer } from "./shared-server";

let server: SharedServer;
beforeAll(async () => {
  server = await sharedServer();
});

/** Deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function malformedBody(rand: () => number): { body: string; type: string } {
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)] as T;
  const junk = () =>
    pick<unknown>([
      null,
      42,
      -1,
      true,
      [],
      {},
      "",
      " ",
      "x".repeat(300),
      "é".repeat(6000),
      { $ne: 1 },
      ["a"],
    ]);
  const field = () =>
    pick([
      "name",
      "company",
      "email",
      "phone",
      "message",
      "language",
      "website",
      "__proto__",
      "constructor",
    ]);
  const kind = Math.floor(rand() * 6);
  if (kind === 0)
    return {
      body: pick(["", "{", "}", "[", "nul", "{'a':1}", '{"name":"x",}', "\u0000", "%%%"]),
      type: "application/json",
    };
  if (kind === 1) return { body: JSON.stringify(junk()), type: "application/json" };
  if (kind === 2) {
    const body: Record<string, unknown> = {};
    for (let i = 0; i < 1 + rand() * 6; i++) body[field()] = junk();
    return { body: JSON.stringify(body), type: "application/json" };
  }
  if (kind === 3)
    return {
      body: "name=a&email=b",
      type: pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""]),
    };
  if (kind === 4)
    return {
      body: JSON.stringify({
        name: "A",
        company: "B",
        email: `${"a".repeat(260)}@x.be`,
        message: "m",
      }),
      type: "application/json",
    };
  return {
    body: JSON.stringify({
      name: "A",
      company: "B",
      email: "a@b.be",
      message: "m",
      language: pick(["de", "FR", 1, null]),
    }),
    type: "application/json",
  };
}

it("answers 5,000 malformed contact bodies with 4xx only and stays up", async () => {
  const rand = random(20251122);
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < 5000) {
      next++;
      const { body, type } = malformedBody(rand);
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body,
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));

  const codes = [...statuses.keys()];
  expect(
    codes.every((code) => code >= 400 && code < 500),
    JSON.stringify(Object.fromEntries(statuses)),
  ).toBe(true);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5000);
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(server.running()).toBe(true);
}, 180_000);
