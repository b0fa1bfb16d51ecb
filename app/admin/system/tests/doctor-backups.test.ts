import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBackups, checkRestoreTest } from "../doctor/backup-checks";
import { describeResult } from "../doctor/texts";

/** The backup lines' thresholds, on real folders, at a fixed "now". */

const root = mkdtempSync(join(tmpdir(), "procelia-doctor-backups-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const now = new Date("2026-11-29T08:00:00Z");
const HOUR = 3_600_000;
let folders = 0;

function folder(files: Record<string, string>): string {
  const dir = join(root, String(folders++));
  mkdirSync(dir, { mode: 0o700 });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const stamp = (hoursBefore: number) =>
  new Date(now.getTime() - hoursBefore * HOUR)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

describe("the newest backup", () => {
  it("is ok up to 26 hours, a warning up to 48, a failure past", () => {
    const status = (hours: number) =>
      checkBackups(folder({ [`procelia-${stamp(hours)}.dump`]: "PGDMP" }), "postgres", now).status;
    expect([status(1), status(25.9), status(26.1), status(47.9), status(48.1)]).toEqual([
      "ok",
      "ok",
      "warn",
      "warn",
      "fail",
    ]);
  });

  it("is the newest by the time in its name, of the database in use only", () => {
    const dir = folder({
      [`procelia-${stamp(50)}.dump`]: "PGDMP",
      [`procelia-${stamp(2)}.pglite.tar.gz`]: "gz", // left from before the move to PostgreSQL
      [`procelia-${stamp(3)}.dump`]: "PGDMP",
      "notes.txt": "",
    });
    const result = checkBackups(dir, "postgres", now);
    expect(result.values).toMatchObject({
      reason: "ok",
      file: `procelia-${stamp(3)}.dump`,
      hours: 3,
    });
    expect(checkBackups(dir, "pglite", now).values).toMatchObject({ hours: 2 });
  });

  it("an empty newest file fails; a folder open to others fails; none in an old folder fails", () => {
    expect(
      checkBackups(folder({ [`procelia-${stamp(1)}.dump`]: "" }), "postgres", now).values,
    ).toEqual({
      reason: "empty",
      file: `procelia-${stamp(1)}.dump`,
    });
    const open = join(root, "open");
    mkdirSync(open, { mode: 0o755 });
    expect(checkBackups(open, "postgres", now)).toEqual({
      status: "fail",
      values: { reason: "dir-open", path: open, mode: "0755" },
    });
    // "now" is days after these folders were made: the first night has passed.
    const later = new Date(Date.now() + 72 * HOUR);
    const empty = folder({});
    expect(checkBackups(empty, "postgres", later).status).toBe("fail");
    expect(checkBackups(empty, "postgres", new Date()).status).toBe("warn");
  });
});

describe("the last restore test", () => {
  const line = (fields: object) => `${JSON.stringify(fields)}\n`;

  it("reads the last line only, and fails when it failed", () => {
    const dir = folder({
      "restore-tests.jsonl":
        line({
          at: "2026-11-20T03:00:00Z",
          file: "a.dump",
          ok: false,
          seconds: 1,
          message: "old failure",
        }) +
        line({
          at: "2026-11-27T03:00:00Z",
          file: "b.dump",
          ok: true,
          seconds: 40,
          message: "restored",
        }),
    });
    expect(checkRestoreTest(dir, now)).toMatchObject({ status: "ok", values: { file: "b.dump" } });
    writeFileSync(
      join(dir, "restore-tests.jsonl"),
      line({
        at: "2026-11-28T03:00:00Z",
        file: "c.dump",
        ok: false,
        seconds: 2,
        message: "pg_restore: error",
      }),
      { flag: "a" },
    );
    const failed = checkRestoreTest(dir, now);
    expect(failed.status).toBe("fail");
    expect(describeResult({ id: "restore-test", ...failed }, "fr").text).toBe(
      "le test de restauration de c.dump du 28 nov. 2026, 04:00 a échoué : pg_restore: error",
    );
  });

  it("older than 8 days warns; a line that is not a result fails; none warns", () => {
    const old = folder({
      "restore-tests.jsonl": line({
        at: "2026-11-20T07:00:00Z",
        file: "a.dump",
        ok: true,
        seconds: 1,
      }),
    });
    expect(checkRestoreTest(old, now).status).toBe("warn");
    expect(checkRestoreTest(folder({ "restore-tests.jsonl": "{not json\n" }), now).status).toBe(
      "fail",
    );
    expect(checkRestoreTest(folder({}), now)).toEqual({
      status: "warn",
      values: { reason: "none" },
    });
  });
});

// A backup written at 02:15 and copied elsewhere keeps its name: the time read is the name's.
it("the backup's time comes from its name, not from the file's date", () => {
  const name = `procelia-${stamp(5)}.dump`;
  const dir = folder({ [name]: "PGDMP" });
  utimesSync(join(dir, name), new Date(0), new Date(0));
  expect(checkBackups(dir, "postgres", now).values).toMatchObject({ reason: "ok", hours: 5 });
});
