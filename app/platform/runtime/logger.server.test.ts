import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(destination), text: () => lines.join("") };
}

describe("logger", () => {
  it("writes no e-mail address, password or cookie, wherever they appear", () => {
    const { logger, text } = capture();
    logger.warn(
      { email: "anne@brasserie.example.be", user: { password: "Skid NEP 3 voies", cookie: "s=1" } },
      "550 mailbox anne@brasserie.example.be unavailable",
    );
    const line = JSON.parse(text());
    expect(text()).not.toContain("anne@brasserie.example.be");
    expect(text()).not.toContain("Skid NEP");
    expect(text()).not.toContain("s=1");
    expect(line.msg).toBe("550 mailbox [email] unavailable");
  });

  it("logs an error by its first line, code and frames: not the query parameters after it", () => {
    const { logger, text } = capture();
    const error = Object.assign(
      new Error('Failed query: insert into "leads" values ($1, $2)\nparams: Gaëlle,g@x.example.be'),
      { code: "22021" },
    );
    logger.error({ err: error }, "could not store");
    const { err } = JSON.parse(text());
    expect(err).toMatchObject({ type: "Error", code: "22021" });
    expect(err.message).toBe('Failed query: insert into "leads" values ($1, $2)');
    expect(err.stack).toMatch(/^ {4}at /);
    expect(text()).not.toContain("Gaëlle");
    expect(text()).not.toContain("params");
  });
});
