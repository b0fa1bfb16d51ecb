import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { gunzip as gunzipCallback, gzip as gzipCallback } from "node:zlib";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import type { NodeFS as NodeFSType } from "@electric-sql/pglite/nodefs";
import { keepModesPrivate, securePgliteDir } from "~/platform/database/pglite-files.server";
import { acquireDirectoryLock } from "~/platform/database/pglite-lock.server";
import { type Manifest, splitManifest, withManifest } from "./embedded-tar";
import { CLEAR_TOTP_SQL, tableCounts, USER_TABLES_SQL } from "./postgres-dump";

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * The folder's lock, with a message for the operator when the site holds it: PGlite cannot be
 * opened by a second process (it loses rows silently), so the site must be stopped first.
 */
async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await acquireDirectoryLock(dataDir);
  } catch (error) {
    const owner = /used by process (\S+)\./.exec((error as Error).message)?.[1];
    if (!owner) throw error;
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${owner} (the site?): stop it, run this again, then start it (PGlite cannot be read by a second process).`,
    );
  }
}

/** PGlite on a folder whose new files are 0600 and folders 0700, as the site opens it. */
async function openPrivate(dataDir: string, options: PGliteOptions = {}): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { NodeFS } = await import("@electric-sql/pglite/nodefs");
  type InitOptions = Parameters<NodeFSType["init"]>[1];
  class PrivateNodeFS extends NodeFS {
    override async init(pg: PGlite, opts: InitOptions) {
      const { emscriptenOpts } = await super.init(pg, opts);
      const preRun = emscriptenOpts.preRun ?? [];
      return {
        emscriptenOpts: {
          ...emscriptenOpts,
          preRun: [
            (mod: { FS: unknown }) =>
              keepModesPrivate(mod.FS as Parameters<typeof keepModesPrivate>[0]),
            ...preRun,
          ],
        },
      };
    }
  }
  return PGlite.create({ ...options, fs: new PrivateNodeFS(dataDir) });
}

async function countsOf(db: PGlite): Promise<{ counts: Map<string, number>; migrations: number }> {
  const tables = (await db.query<{ name: string }>(USER_TABLES_SQL)).rows.map((row) => row.name);
  const counts = await tableCounts((sql) => db.query(sql), tables);
  return { counts, migrations: counts.get("drizzle.__drizzle_migrations") ?? 0 };
}

export interface EmbeddedDump {
  bytes: Buffer;
  manifest: Manifest;
  clearTotpKeys: number;
}

/** The data folder as a gzipped tar with its manifest, read under the folder's lock. */
export async function dumpEmbedded(dataDir: string): Promise<EmbeddedDump> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    throw new Error(`No embedded database in ${dataDir} (set DATA_DIR).`);
  }
  securePgliteDir(dataDir);
  const release = await lockFolder(dataDir);
  try {
    const db = await openPrivate(dataDir);
    try {
      const { counts, migrations } = await countsOf(db);
      const clearTotpKeys = counts.has("public.users")
        ? Number((await db.query<{ n: number }>(CLEAR_TOTP_SQL)).rows[0]?.n ?? 0)
        : 0;
      const version = (await db.query<{ v: string }>("select version() as v")).rows[0]?.v ?? "";
      const manifest: Manifest = {
        format: 1,
        takenAt: new Date().toISOString(),
        counts: Object.fromEntries(counts),
        migrations,
        postgresVersion: version,
      };
      const tar = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
      return { bytes: await gzip(withManifest(tar, manifest)), manifest, clearTotpKeys };
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

export interface RestoredCounts {
  /** Rows per table in the backup. */
  expected: Map<string, number>;
  /** Rows per table found after the restore. */
  found: Map<string, number>;
  migrations: number;
}

/** Unpacks an embedded backup into `dir` (missing or empty) and counts what it holds. */
export async function restoreEmbedded(file: Buffer, dir: string): Promise<RestoredCounts> {
  const { manifest, dataDir } = splitManifest(await gunzip(file));
  const path = resolve(dir);
  const existed = existsSync(path);
  if (existed && readdirSync(path).length > 0) {
    throw new TargetNotEmptyError(
      `The folder ${dir} is not empty: restore only into a new or empty folder. Nothing was changed.`,
    );
  }
  securePgliteDir(path);
  const release = await lockFolder(path);
  try {
    const db = await openPrivate(path, { loadDataDir: new Blob([new Uint8Array(dataDir)]) });
    try {
      const { counts, migrations } = await countsOf(db);
      return { expected: new Map(Object.entries(manifest.counts)), found: counts, migrations };
    } finally {
      await db.close();
    }
  } catch (error) {
    // Nothing of a failed restore stays: the folder is as it was found.
    if (existed) {
      for (const entry of readdirSync(path)) rmSync(join(path, entry), { recursive: true });
    } else {
      rmSync(path, { recursive: true, force: true });
    }
    throw error;
  } finally {
    await release();
  }
}

/** The target holds something already: refused before any change. */
export class TargetNotEmptyError extends Error {}
