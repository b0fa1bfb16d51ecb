import type { RequestHandler } from "express";
import { componentLogger } from "../app/platform/runtime/logger.server";
import { onSiteChange } from "../app/platform/settings/site-changes";
import { atBestBrotli, precompress } from "./precompressed";
import { type SharedPage, sendSharedPage, withoutNonce } from "./prerendered";

const log = componentLogger("site-pages");

/** What one rendering of every page cost, as logged: the bench reads this line. */
export interface RenderingFigures {
  pages: number;
  /** Pages whose HTML differs from the copy served before, so compressed again. */
  changed: number;
  /** Pages that could not be rendered; their last good copy stays. */
  failed: number;
  /** From the start until the new pages are served (quickly compressed). */
  servedMs: number;
  /** Until every new page is compressed at best. */
  wallMs: number;
  /** User and system time of the whole process, compression threads included. */
  cpuMs: number;
}

export interface SitePagesOptions {
  /**
   * The paths to render, asked at each rendering: the page table's (`prerenderPaths()`) in the
   * languages switched on. A page no longer listed (its language switched off) is dropped.
   */
  paths: () => readonly string[];
  /** The router's answer to a plain GET of a path, rendered with the placeholder nonce. */
  render: (path: string) => Promise<Response>;
  /** Served until the first rendering is in: the pages the build prerendered. */
  initial: Map<string, SharedPage>;
  /** Pages with a filter (a GET form), by path: with one of these in the query, the router renders it. */
  filters?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The pages of the page table, rendered by the running server from the site's content (the
 * texts and settings edited in the back office) and served from memory as the prerendered pages
 * are: compressed once, a CSP by script hashes, an ETag. A page whose HTML changed is served as soon
 * as all are rendered, with a quick Brotli, then with Brotli 11 made on the thread pool, one page
 * at a time, so the event loop keeps answering requests. Every page is rendered again after each
 * change of the content (app/platform/settings/site-changes.ts, the only entry point), and the new set replaces
 * the old at once. A change during a rendering asks for one more after it, so a burst costs two
 * renderings at most. A page that fails to render keeps its last good copy.
 */
export function sitePages(options: SitePagesOptions) {
  let pages = options.initial;
  let running: Promise<void> | undefined;
  let again = false;
  let last: RenderingFigures | undefined;
  /** Pages served with their quick Brotli, to compress again at best. */
  const quick = new WeakSet<SharedPage>();

  async function renderAll(): Promise<RenderingFigures> {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const current = pages;
    const paths = options.paths();
    const listed = new Set(paths);
    const next = new Map([...current].filter(([path]) => listed.has(path)));
    const toImprove: string[] = [];
    let changed = 0;
    let failed = 0;
    for (const path of paths) {
      try {
        const response = await options.render(path);
        const rendered = await response.text();
        if (response.status !== 200) throw new Error(`the router answered ${response.status}`);
        const { html, csp } = withoutNonce(rendered);
        const served = current.get(path);
        // The same bytes keep their compressed copy and ETag: browsers' copies stay valid.
        if (served?.body.identity.equals(Buffer.from(html))) {
          if (quick.has(served)) toImprove.push(path);
          continue;
        }
        changed += 1;
        // Brotli 5 first, so that the change is served within the rendering's time.
        const page = { body: precompress(html, 5), csp };
        quick.add(page);
        next.set(path, page);
        toImprove.push(path);
      } catch (error) {
        // `next` still holds the copy served now (or none: the router then renders per request).
        failed += 1;
        log.error({ err: error, path }, "a page could not be rendered: its last copy stays");
      }
    }
    pages = next;
    const servedMs = performance.now() - started;
    for (const path of toImprove) {
      // A newer change first: its rendering improves what is left.
      if (again) break;
      const page = pages.get(path);
      if (!page || !quick.has(page)) continue;
      const best = { body: await atBestBrotli(page.body), csp: page.csp };
      if (pages.get(path) === page) pages.set(path, best);
    }
    const cpu = process.cpuUsage(cpuBefore);
    return {
      pages: paths.length,
      changed,
      failed,
      servedMs: Math.round(servedMs),
      wallMs: Math.round(performance.now() - started),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    };
  }

  /** Renders every page now, or once more after the rendering under way. */
  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      // After the other hooks of the same change (a settings cache emptied, say) have run.
      await new Promise((resolve) => setImmediate(resolve));
      do {
        again = false;
        try {
          const figures = await renderAll();
          last = figures;
          log.info(
            { rendering: figures },
            `[site-pages] ${figures.pages} pages rendered in ${figures.servedMs} ms, ` +
              `compressed at best in ${figures.wallMs} ms, ${figures.cpuMs} ms of CPU`,
          );
        } catch (error) {
          log.error({ err: error }, "[site-pages] the pages could not be rendered");
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const stopListening = onSiteChange(() => void refresh());

  const serve: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || res.locals.preview) return next();
    const page = pages.get(req.path);
    if (!page) return next();
    if (options.filters?.get(req.path)?.some((name) => req.query[name] !== undefined))
      return next();
    sendSharedPage(req, res, page);
  };

  return {
    serve,
    refresh,
    /** Stops rendering on changes (tests, a second app in the same process). */
    stop: stopListening,
    /** What the last rendering cost. */
    figures: () => last,
    /** Settles when no rendering is under way or asked for. */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
