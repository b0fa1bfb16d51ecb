import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { toolCommand } from "../node-processes";
import { tempDataDir } from "./server";

const dataDir = tempDataDir();
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
const STORED = 2_000;
afterAll(() => rmSync(dirname(dataDir), { recursive: true, force: true }));

beforeAll(async () => {
  // The command creates and migrates the embedded database, as on a first run.
  expect(spawnSync("sh", ["-c", `${toolCommand("users")} list`], { env }).status).toBe(0);
  const db = await PGlite.create(dataDir);
  try {
    await db.query(
      `insert into leads (name, company, email, message, language)
       select 'Client ' || n, 'Usine ' || n, 'client' || n || '@usine.example.be', 'Demande ' || n, 'fr'
       from generate_series(1, ${STORED}) as n`,
    );
  } finally {
    await db.close();
  }
});

it("prints every stored request into a pipe whose reader is slower than the command", async () => {
  const child = spawn("sh", ["-c", "npm run -s leads -- list"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  let output = "";
  // Like `| less` or a busy `| grep`: small pieces, with pauses, while the command writes on.
  for await (const chunk of child.stdout) {
    output += chunk;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(await exited).toBe(0);
  const lines = output.trimEnd().split("\n");
  expect(lines.at(-1)).toBe(`${STORED} request(s)`);
  const requests = lines.filter((line) => /^#\d+ /.test(line));
  expect(requests).toHaveLength(STORED);
  expect(requests.at(-1)).toContain(`<client${STORED}@usine.example.be>`);
});
