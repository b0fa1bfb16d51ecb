import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envVariables } from "./env.server";

/** `NAME=value` or `# NAME=value`: the variables .env.example documents. */
function documented(file: string): string[] {
  const names = [...readFileSync(file, "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)];
  return names.map((match) => match[1] ?? "").sort();
}

/** The variables the command-line tools read themselves (`process.env.NAME` in scripts/). */
function readByTools(): string[] {
  const files = readdirSync("scripts", { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".ts"),
  );
  const source = files.map((name) => readFileSync(join("scripts", name), "utf8")).join("\n");
  return [
    ...new Set([...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] ?? "")),
  ];
}

describe(".env.example", () => {
  it("lists exactly the variables the server and the tools read, each once", () => {
    const names = documented(".env.example");
    expect(new Set(names).size).toBe(names.length);
    const tools = readByTools().filter(
      (name) => !envVariables.includes(name) && name !== "NODE_ENV",
    );
    expect(names).toEqual([...envVariables, ...tools].sort());
  });
});
