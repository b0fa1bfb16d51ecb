import { asc, eq, sql } from "drizzle-orm";
import { reloader, reloadOnNotification } from "~/admin/shell/reload-on-change.server";
import { localizePath, type StaffLang } from "~/platform/i18n/lang";
import { articlePath, pageTable } from "~/platform/navigation/page-table";
import { componentLogger } from "~/platform/runtime/logger.server";
import { onBlogChange } from "~/site/blog/blog-changes";
import type { Database } from "../../platform/database/db.server";
import { blogPosts, type RedirectRow, redirects } from "../../platform/database/schema";
import {
  type ChainProblem,
  chainProblem,
  normalizeSource,
  type Rule,
  type RuleTable,
  ruleTable,
  type SourceError,
} from "./redirect-rules";
import {
  articleAt,
  resolveTarget,
  siteHost,
  type Target,
  type TargetError,
} from "./redirect-targets.server";

/**
 * The redirects (docs/decisions/051): stored in the database, held by every instance in memory
 * and read from there on every request. A write notifies the other instances in its own
 * transaction (pg_notify is delivered at commit), which reload within a few milliseconds; an
 * article's change reloads them too, since a rule follows its article's slug.
 */

export const REDIRECTS_CHANGED_CHANNEL = "procelia_redirects_changed";
/** One transaction at a time checks and writes rules, so two saves cannot make a chain together. */
const WRITE_LOCK = 72210651;

/** Takes the rules' write lock until the transaction ends. */
export async function lockRedirects(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
}

const log = componentLogger("redirects");

// Kept across Vite's reloads of this module in development, as the settings' queue is.
const state: {
  table?: RuleTable;
  queue?: Promise<unknown>;
  listening?: boolean;
  hits?: Map<number, number>;
} = import.meta.hot?.data ?? {};

/** The rules every request is checked against, synchronously: none until the first load. */
export function redirectTable(): RuleTable {
  state.table ??= ruleTable([]);
  return state.table;
}

/** Reads every rule into memory, one reload after the other so the last one read is the newest. */
export function refreshRedirects(db: Database): Promise<void> {
  const run = (state.queue ?? Promise.resolve()).then(async () => {
    state.table = ruleTable(await readRules(db));
  });
  state.queue = run.catch((error: unknown) => log.warn({ err: error }, "redirects not reloaded"));
  return run;
}

/**
 * At boot: listens for changes made on any instance (PostgreSQL; the embedded database has one
 * process, which reloads after its own writes), then reads the rules. A listening connection
 * that comes back reloads them, since notifications sent while it was down are lost.
 */
export async function loadRedirects(db: Database): Promise<void> {
  if (!state.listening) {
    state.listening = true;
    const reload = reloader(refreshRedirects, log, "redirects");
    onBlogChange(reload);
    await reloadOnNotification(REDIRECTS_CHANGED_CHANNEL, reload);
  }
  await refreshRedirects(db);
}

/** A stored row with its target resolved to where it leads today. */
export interface RedirectView extends RedirectRow {
  target: string;
  /** The article's title, for an article's rule. */
  articleTitle: string | null;
}

async function readViews(db: Database, where?: ReturnType<typeof eq>): Promise<RedirectView[]> {
  const rows = await db
    .select({
      redirect: redirects,
      slug: blogPosts.slug,
      language: blogPosts.language,
      title: blogPosts.title,
    })
    .from(redirects)
    .leftJoin(blogPosts, eq(blogPosts.id, redirects.targetArticleId))
    .where(where)
    .orderBy(asc(redirects.source));
  return rows.map(({ redirect, slug, language, title }) => ({
    ...redirect,
    target: targetOf(redirect, slug, language),
    articleTitle: title,
  }));
}

function targetOf(row: RedirectRow, slug: string | null, language: string | null): string {
  if (row.targetKind === "page" && row.targetPage && row.targetLang) {
    const page = pageTable.find((entry) => entry.id === row.targetPage);
    return page ? localizePath(page.path, row.targetLang as StaffLang) : "/";
  }
  if (row.targetKind === "article" && slug) {
    return localizePath(articlePath(slug), (language ?? "fr") as StaffLang);
  }
  return row.targetUrl ?? "/";
}

export const toRule = (view: RedirectView): Rule => ({
  id: view.id,
  source: view.source,
  status: view.status === 302 ? 302 : 301,
  keepRest: view.keepRest,
  target: view.target,
});

async function readRules(db: Database): Promise<Rule[]> {
  return (await readViews(db)).map(toRule);
}

export function listRedirects(db: Database): Promise<RedirectView[]> {
  return readViews(db);
}

export async function findRedirect(db: Database, id: number): Promise<RedirectView | undefined> {
  const [view] = await readViews(db, eq(redirects.id, id));
  return view;
}

export interface RedirectInput {
  source: string;
  target: Target;
  status: 301 | 302;
  keepRest: boolean;
}

export type SaveProblem =
  | { field: "source"; error: SourceError | "exists"; existing?: RedirectView }
  | { field: "target"; error: TargetError }
  | { field: "target"; error: "loop" | "chainAfter" | "chainBefore"; other?: Rule };

export type SaveOutcome =
  | { ok: true; redirect: RedirectView }
  | { ok: false; problem: SaveProblem };

/** A rule's columns as stored: its checked old address, its target, who wrote it. */
export function ruleColumns(source: string, input: RedirectInput, actor: string | null) {
  const { target } = input;
  return {
    source,
    targetKind: target.kind,
    targetPage: target.kind === "page" ? target.page : null,
    targetLang: target.kind === "page" ? target.lang : null,
    targetArticleId: target.kind === "article" ? target.articleId : null,
    targetUrl: target.kind === "url" ? target.url : null,
    status: input.status,
    // Only an address ending in /* can keep the rest of the path.
    keepRest: source.endsWith("/*") && input.keepRest,
    updatedBy: actor,
  };
}

/** Adds a rule (`id` undefined) or changes one; refused if its old address is taken or it would chain. */
export async function saveRedirect(
  db: Database,
  input: RedirectInput,
  actor: string | null,
  id?: number,
): Promise<SaveOutcome> {
  const outcome = await db.transaction(async (tx) => {
    await lockRedirects(tx as unknown as Database);
    const checked = await checkRule(tx as unknown as Database, input, id);
    if (!checked.ok) return checked;
    const values = { ...ruleColumns(checked.source, input, actor), updatedAt: new Date() };
    const [row] =
      id === undefined
        ? await tx.insert(redirects).values(values).returning({ id: redirects.id })
        : await tx
            .update(redirects)
            .set(values)
            .where(eq(redirects.id, id))
            .returning({ id: redirects.id });
    if (!row) return { ok: false, problem: { field: "source", error: "invalid" } } as const;
    await notify(tx as unknown as Database);
    return { ok: true, id: row.id } as const;
  });
  if (!outcome.ok) return outcome;
  await refreshRedirects(db).catch(() => {});
  const saved = await findRedirect(db, outcome.id);
  if (!saved) return { ok: false, problem: { field: "source", error: "invalid" } };
  return { ok: true, redirect: saved };
}

export type CheckedRule = { ok: true; source: string } | { ok: false; problem: SaveProblem };

/**
 * The checks of a rule against the stored ones (and `extra`, the rules an import added before
 * it): its old address free and valid, its target known, no chain and no loop.
 */
export async function checkRule(
  db: Database,
  input: RedirectInput,
  id?: number,
  known?: { stored: readonly RedirectView[]; extra: readonly Rule[] },
): Promise<CheckedRule> {
  const normalized = normalizeSource(input.source);
  if (!normalized.ok) return { ok: false, problem: { field: "source", error: normalized.error } };
  const source = normalized.source;
  if (await isArticlePath(db, source)) {
    return { ok: false, problem: { field: "source", error: "livePage" } };
  }
  const stored = known?.stored ?? (await readViews(db));
  const extra = known?.extra ?? [];
  const existing = stored.find((view) => view.source === source && view.id !== id);
  if (existing || extra.some((rule) => rule.source === source)) {
    return { ok: false, problem: { field: "source", error: "exists", existing } };
  }
  const target = await resolveTarget(db, input.target);
  if (!target.ok) return { ok: false, problem: { field: "target", error: target.error } };
  const candidate: Rule = {
    id: id ?? 0,
    source,
    status: input.status,
    keepRest: input.keepRest,
    target: target.location,
  };
  const others = [...stored.filter((view) => view.id !== id).map(toRule), ...extra];
  const problem: ChainProblem | undefined = chainProblem(candidate, others, siteHost());
  if (problem) {
    return {
      ok: false,
      problem: {
        field: "target",
        error: problem.kind,
        ...(problem.kind === "loop" ? {} : { other: problem.other }),
      },
    };
  }
  return { ok: true, source };
}

/** Whether an old address is an article's page (its own route answers it, renamed or not). */
async function isArticlePath(db: Database, source: string): Promise<boolean> {
  return (await articleAt(db, source)) !== undefined;
}

/** Removes a rule; what it was, for the activity log. */
export async function deleteRedirect(db: Database, id: number): Promise<RedirectView | undefined> {
  const view = await findRedirect(db, id);
  if (!view) return undefined;
  await db.transaction(async (tx) => {
    await tx.delete(redirects).where(eq(redirects.id, id));
    await notify(tx as unknown as Database);
  });
  await refreshRedirects(db).catch(() => {});
  return view;
}

/** Tells every instance (at commit) that the rules changed. */
export async function notify(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${REDIRECTS_CHANGED_CHANNEL}, '')`);
}

/** Counts an answered redirect in memory; the counts reach the database every few seconds. */
export function countHit(id: number): void {
  state.hits ??= new Map();
  state.hits.set(id, (state.hits.get(id) ?? 0) + 1);
}

/** Adds the hits counted since the last time to the rules' rows. */
export async function flushHits(db: Database): Promise<void> {
  const hits = state.hits;
  if (!hits || hits.size === 0) return;
  state.hits = new Map();
  const now = new Date();
  for (const [id, count] of hits) {
    await db
      .update(redirects)
      .set({ hits: sql`${redirects.hits} + ${count}`, lastHitAt: now })
      .where(eq(redirects.id, id));
  }
}
