import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "~/platform/http/csp";
import { announceSiteChange } from "~/platform/settings/site-changes";
import { announceBlogChange } from "~/site/blog/blog-changes";
import { renderedPageCache } from "../../server/rendered-page-cache";

/**
 * The Express server's cache of the blog pages: what it keeps, what it shares between visitors
 * arriving together, and that an article change, even in the middle of a rendering, is never
 * hidden behind an old copy.
 */

const script = "window.answer = 42;";
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script nonce="${NONCE_PLACEHOLDER}">${script}</script></head><body><h1>${title}</h1></body></html>`;

function renderer(status = 200) {
  let title = "Première version";
  const calls = { count: 0 };
  let release: (() => void) | undefined;
  let hold = false;
  const render = async () => {
    calls.count += 1;
    const rendered = page(title);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return new Response(rendered, { status, headers: { "Content-Type": "text/html" } });
  };
  return {
    render,
    calls,
    setTitle: (next: string) => (title = next),
    holdNext: () => (hold = true),
    finish: () => {
      hold = false;
      release?.();
    },
  };
}

const cache = () => renderedPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });

describe("rendered blog pages", () => {
  it("renders a page once and serves it to everyone after, without the nonce placeholder", async () => {
    const get = cache();
    const source = renderer();
    const first = await get("/blog/a", source.render);
    const second = await get("/blog/a", source.render);
    expect(source.calls.count).toBe(1);
    expect(second).toBe(first);
    expect(first.html).not.toContain(NONCE_PLACEHOLDER);
    expect(first.html).toContain("<h1>Première version</h1>");
    const hash = createHash("sha256").update(script).digest("base64");
    expect(first.csp).toContain(`'sha256-${hash}'`);
    expect(first.csp).not.toContain("nonce-");
    expect(first.body?.gzip.length).toBeGreaterThan(0);
  });

  it("lets visitors who arrive during a rendering share it", async () => {
    const get = cache();
    const source = renderer();
    source.holdNext();
    const waiting = [get("/blog/a", source.render), get("/blog/a", source.render)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    source.finish();
    const [a, b] = await Promise.all(waiting);
    expect(source.calls.count).toBe(1);
    expect(a?.html).toBe(b?.html);
  });

  it("renders again after an article changes", async () => {
    const get = cache();
    const source = renderer();
    await get("/blog/a", source.render);
    source.setTitle("Seconde version");
    announceBlogChange();
    const after = await get("/blog/a", source.render);
    expect(source.calls.count).toBe(2);
    expect(after.html).toContain("Seconde version");
  });

  it("renders again after the site's settings or texts change: the footer shows them too", async () => {
    const get = cache();
    const source = renderer();
    await get("/blog/a", source.render);
    source.setTitle("Nouveau numéro de téléphone");
    announceSiteChange();
    const after = await get("/blog/a", source.render);
    expect(source.calls.count).toBe(2);
    expect(after.html).toContain("Nouveau numéro de téléphone");
  });

  it("does not keep a rendering that began before a change", async () => {
    const get = cache();
    const source = renderer();
    source.holdNext();
    const stale = get("/blog/a", source.render);
    await new Promise((resolve) => setTimeout(resolve, 10));
    source.setTitle("Seconde version");
    announceBlogChange();
    source.finish();
    expect((await stale).html).toContain("Première version");
    expect((await get("/blog/a", source.render)).html).toContain("Seconde version");
    expect(source.calls.count).toBe(2);
  });

  it("keeps no error page: a 404 or a 503 is rendered again for the next visitor", async () => {
    for (const status of [404, 503]) {
      const get = cache();
      const source = renderer(status);
      const first = await get("/blog/missing", source.render);
      await get("/blog/missing", source.render);
      expect(first.status).toBe(status);
      expect(first.body).toBeUndefined();
      expect(source.calls.count).toBe(2);
    }
  });
});
