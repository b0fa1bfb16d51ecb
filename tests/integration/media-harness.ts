import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { action as uploadAction } from "~/admin/media/routes/media";
import type { UploadOutcome } from "~/admin/media/upload-stream.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import type { Database } from "~/platform/database/db.server";
import { auditLog, media, sessions, users } from "~/platform/database/schema";
import { routerContext } from "~/request-facts";
import { mediaFiles } from "../../server/media-files";
import { securityHeaders } from "../../server/security-headers";
import { configure, startApp, type TestDatabase } from "./harness";

/** The media library's tests: its public files as the server mounts them, and its forms. */

export const ORIGIN = "http://localhost";

/** What a loader or action returned, as the browser would receive it. */
export const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown> & { refusal?: string; existing?: string | null };
    init?: { status?: number };
  };

/**
 * Serves /media as the server does, behind its security headers, for the calling test file;
 * returns the function that fetches from it (redirects not followed).
 */
export function publicFiles() {
  let files = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.use("/media", mediaFiles());
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    files = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`${files}${path}`, { headers, redirect: "manual" });
}

export const file = (name: string, bytes: Buffer): UploadOutcome => ({
  ok: true,
  file: { name, bytes },
  fields: {},
});

/** An account signed in to the back office of a test database, and its requests. */
export function libraryUser(database: TestDatabase) {
  let db: Database | undefined;
  let cookie = "";

  /** An empty library and a fresh session (the first call opens the database). */
  async function reset(): Promise<Database> {
    db ??= await startApp(database);
    await db.delete(media);
    await db.delete(sessions);
    await db.delete(users);
    await db.delete(auditLog);
    configure({ PUBLIC_SITE_URL: ORIGIN });
    const user = await insertUser(db, "sophie.lambert", "not-a-real-hash");
    if (!user) throw new Error("no user");
    cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
    return db;
  }

  /** A back-office request as React Router runs it: session middleware, then the handler. */
  async function asAdmin<A, R>(
    handler: (args: A) => R,
    path: string,
    init: { upload?: UploadOutcome; form?: Record<string, string>; params?: object } = {},
  ): Promise<Awaited<R>> {
    const post = init.upload !== undefined || init.form !== undefined;
    const request = new Request(`${ORIGIN}${path}`, {
      method: post ? "POST" : "GET",
      headers: { cookie, ...(post ? { origin: ORIGIN } : {}) },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    const context = routerContext({ clientIp: "203.0.113.9", upload: init.upload });
    const args = { request, params: init.params ?? {}, context };
    await adminSession()(args as never, async () => new Response());
    return await handler(args as A);
  }

  /** Uploads through the library's form; the new picture's id, or the refusal as served. */
  async function upload(name: string, bytes: Buffer) {
    try {
      const answer = shape(
        await asAdmin(uploadAction, "/admin/media", { upload: file(name, bytes) }),
      );
      return { status: answer.init?.status ?? 200, refusal: answer.data.refusal, id: undefined };
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      const location = error.headers.get("location") ?? "";
      return {
        status: error.status,
        refusal: undefined,
        id: Number(/\/media\/(\d+)/.exec(location)?.[1]),
        location,
      };
    }
  }

  /** The signed-in account's cookie, for requests outside the back office. */
  const session = () => cookie;

  return { reset, asAdmin, upload, session };
}
