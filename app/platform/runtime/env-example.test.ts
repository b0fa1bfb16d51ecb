import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envVariables } from "./env.server";

/** `NAME=value` or `# NAME=value`: the variables .env.example documents. */
function documented(file: string): string[] {
  const names = [...readFileSync(file, "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)];
  return names.map((match) => match[1] ?? "").sort();
}

describe(".env.example", () => {
  it("lists exactly the variables the server reads, each once", () => {
    const names = documented(".env.example");
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(envVariables);
  });
});
