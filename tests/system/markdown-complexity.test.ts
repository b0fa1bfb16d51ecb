import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount, migratedDataDir, type RunningServer, signIn, startServer } from "./server";

/**
 * Markdown that `marked` parses in quadratic time or past its stack, typed in the back office of
 * the built server: the preview and the save answer with the field's message, and the server
 * keeps answering its probes meanwhile (rendering runs in a worker with a time budget).
 */

const USER = "claire.dubois";
const PASSWORD = "Échangeur à plaques 316L";

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  const env = { DATA_DIR: migratedDataDir(), DATABASE_URL: undefined };
  addAccount(env, USER, PASSWORD);
  server = await startServer(env);
  cookie = await signIn(server.url, USER, PASSWORD);
});
afterAll(() => server?.stop());

const headers = () => ({ cookie, origin: server.url });

const preview = (markdown: string) =>
  fetch(`${server.url}/admin/api/articles/preview`, {
    method: "POST",
    headers: { ...headers(), "content-type": "application/json" },
    body: JSON.stringify({ title: "Essai", markdown, language: "fr", ui: "en" }),
  });

const save = (markdown: string) =>
  fetch(`${server.url}/en/admin/articles/new`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      title: "Emphasis",
      slug: "",
      excerpt: "",
      category: "",
      tags: "",
      language: "en",
      counterpart: "",
      markdown,
      intent: "save",
    }),
  });

/** Asks /healthz every 100 ms while `work` runs: the slowest answer's milliseconds. */
async function healthzDuring<T>(work: Promise<T>): Promise<{ result: T; slowest: string }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let slowest: number | undefined;
  await new Promise((resolve) => setTimeout(resolve, 150));
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    slowest = Math.max(slowest ?? 0, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const said =
    slowest === undefined ? "not asked (answered within 150 ms)" : `${slowest.toFixed(0)} ms`;
  return { result: await settled, slowest: said };
}

describe.each([
  ["__a typed 33,000 times (quadratic emphasis)", "__a".repeat(33_000)],
  ["> typed 99,000 times (nested past the stack)", ">".repeat(99_000)],
])("%s", (name, markdown) => {
  it("previews as the field's message, and /healthz answers meanwhile", async () => {
    const started = performance.now();
    const { result: res, slowest } = await healthzDuring(preview(markdown));
    const elapsed = performance.now() - started;
    const body = (await res.json()) as { error?: string; message?: string };
    console.log(
      `${name}: preview answered ${res.status} after ${elapsed.toFixed(0)} ms; slowest /healthz meanwhile ${slowest}`,
    );
    expect(res.status).toBe(422);
    expect(body.message).toContain("this text is too complex to render");
  });

  it("refuses the save with the field's message, not a 500", async () => {
    const started = performance.now();
    const { result: res, slowest } = await healthzDuring(save(markdown));
    const html = await res.text();
    console.log(
      `${name}: save answered ${res.status} after ${(performance.now() - started).toFixed(0)} ms; slowest /healthz meanwhile ${slowest}`,
    );
    expect(res.status).toBe(400);
    expect(html).toContain("This text is too complex to render");
    expect(html).toContain('id="field-markdown-error"');
  });
});

it("still previews an ordinary text, and one preview at a time per author", async () => {
  const slow = preview("__a".repeat(33_000));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const second = await preview("*bonjour*");
  expect(second.status).toBe(429);
  expect(((await second.json()) as { message: string }).message).toContain("Too many previews");
  expect((await slow).status).toBe(422);
  const res = await preview("## Titre\n\nUn *filtre-presse*.");
  expect(res.status).toBe(200);
  expect(((await res.json()) as { html: string }).html).toContain("<h2>Titre</h2>");
});
