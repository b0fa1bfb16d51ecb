import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, expect, it } from "vitest";
import { freePort, tempDataDir } from "./server";

/**
 * `npm run dev` as a developer starts it: Express with Vite in middleware mode, the database and
 * the back office, every page rendered from source. (Its React Router module and the server's
 * must be one copy, or the router refuses the request's context.)
 */
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.pid) process.kill(-child.pid, "SIGTERM");
});

it("serves the pages, an article and the back office's sign-in redirect", async () => {
  const port = await freePort();
  child = spawn("npm", ["run", "dev"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: tempDataDir(), DATABASE_URL: "" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  let home = 0;
  for (let i = 0; i < 240 && home !== 200; i++) {
    home = await fetch(`${base}/`).then(
      (res) => res.status,
      () => 0,
    );
    if (home !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(home).toBe(200);
  expect((await fetch(`${base}/en/contact`)).status).toBe(200);
  expect((await fetch(`${base}/blog/automatisation-industrielle-industrie-4-0`)).status).toBe(200);
  const admin = await fetch(`${base}/admin`, { redirect: "manual" });
  expect(admin.status).toBe(302);
  expect(admin.headers.get("location")).toContain("/admin/login");
}, 150_000);
