import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { NodeFS as NodeFSType } from "@electric-sql/pglite/nodefs";

/**
 * The embedded database's files hold every contact request and the back-office sessions: only
 * the account running the site may read or write them.
 *
 * PGlite (Emscripten) chmods every file it creates to the mode PostgreSQL asked for, 0666 in its
 * build, whatever the process umask; its folders follow the umask. So the folder must be closed
 * (0700: nobody else can even reach the files), existing files are repaired at start, and the
 * file system PGlite runs on masks the group and other bits of every new file and folder.
 */

/** Thrown at start when the folder is open to other users; the message says how to close it. */
export class OpenDataDirError extends Error {}

const shellWord = (path: string) => (/^[\w@%+=:,./-]+$/.test(path) ? path : `'${path}'`);

/**
 * Creates the folder 0700 if missing, refuses an existing one that other users can enter, and
 * takes group/other permissions off everything inside. Returns how many entries were repaired.
 */
export function securePgliteDir(dataDir: string): number {
  const path = resolve(dataDir);
  // Every folder the recursive mkdir creates gets the mode; an existing one is left alone.
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) {
    // Not repaired silently: while open, another user may have read the leads or added a session.
    throw new OpenDataDirError(
      `The embedded database folder ${dataDir} is open to other users (mode ${mode.toString(8).padStart(4, "0")}): ` +
        `run \`chmod 700 ${shellWord(path)}\` and start again. Its files hold the leads and the back-office sessions.`,
    );
  }
  return repairTree(path);
}

function repairTree(dir: string): number {
  let repaired = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(path).mode & 0o7777;
    if (mode & 0o077) {
      chmodSync(path, mode & 0o700);
      repaired++;
    }
    if (entry.isDirectory()) repaired += repairTree(path);
  }
  return repaired;
}

/** The parts of Emscripten's FS that set a mode (calls inside it go through these properties). */
interface ModeSettingFs {
  mkdir: (path: string, mode?: number, ...rest: unknown[]) => unknown;
  doChmod?: (stream: unknown, node: unknown, mode: number, ...rest: unknown[]) => unknown;
  chmod: (path: unknown, mode: number, ...rest: unknown[]) => unknown;
  fchmod: (fd: number, mode: number, ...rest: unknown[]) => unknown;
}

/** Masks group and other bits of every mode PGlite sets: new files 0600, new folders 0700. */
export function keepModesPrivate(fs: ModeSettingFs): void {
  const owner = (mode: number) => mode & ~0o077;
  const { mkdir, doChmod, chmod, fchmod } = fs;
  fs.mkdir = (path, mode = 0o777, ...rest) => mkdir.call(fs, path, owner(mode), ...rest);
  if (doChmod) {
    // chmod, fchmod and the chmod after creating a file all end here.
    fs.doChmod = (stream, node, mode, ...rest) =>
      doChmod.call(fs, stream, node, owner(mode), ...rest);
  } else {
    fs.chmod = (path, mode, ...rest) => chmod.call(fs, path, owner(mode), ...rest);
    fs.fchmod = (fd, mode, ...rest) => fchmod.call(fs, fd, owner(mode), ...rest);
  }
}

/** Opens the embedded database in `dataDir` (secured first by securePgliteDir) with private files. */
export async function createPrivatePglite(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { NodeFS } = await import("@electric-sql/pglite/nodefs");
  class PrivateNodeFS extends NodeFS {
    override async init(pg: PGlite, opts: Parameters<NodeFSType["init"]>[1]) {
      const { emscriptenOpts } = await super.init(pg, opts);
      const preRun = emscriptenOpts.preRun ?? [];
      return {
        emscriptenOpts: {
          ...emscriptenOpts,
          preRun: [(mod: { FS: unknown }) => keepModesPrivate(mod.FS as ModeSettingFs), ...preRun],
        },
      };
    }
  }
  return PGlite.create({ fs: new PrivateNodeFS(dataDir) });
}
