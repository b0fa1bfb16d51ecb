import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { type AuditRecord, recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { type Messages, messages } from "~/platform/i18n/messages.server";
import { requestFacts } from "~/request-facts";
import { adminPage } from "./admin-page.server";
import { sessionOf } from "./admin-session.server";
import { adminHeaders } from "./guard.server";

// What every back-office route module needs, from one import (not itself a route module).
export { formatDateTime } from "./admin-page.server";
export { adminHeaders } from "./guard.server";

/**
 * The head of every back-office loader and action: the session its middleware found (an
 * action's origin checked first), the request's language, texts and localized paths, the
 * database, and who acts from where: `audit` writes an activity-log entry in their name, and
 * `actor` is the same pair for the services that write their own entries; `screen` answers a
 * loader with the title the shared head (./route-head.ts) shows; `m` is the feature's own
 * dictionary where `texts` names it.
 */
export async function adminRequest<Texts extends keyof Messages = never>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  texts?: Texts,
) {
  const session = sessionOf(context);
  const db = await getDb();
  const actor = { actor: session.user.username, ip: context.get(requestFacts).clientIp ?? null };
  const audit = (entry: Omit<AuditRecord, "actor" | "ip">) =>
    recordAudit(db, { ...entry, ...actor });
  const page = adminPage(request);
  /** A screen's loader data: its title and the back office's name for the shared `meta`. */
  const screen = <T extends object>(title: string, value: T, status = 200) =>
    adminData({ ...value, title, area: page.t.shell.area }, status);
  /** The row a URL's `:id` names, if any (see `findById`). */
  const byId = <Row>(id: string | undefined, find: Find<Row>) => findById(db, id, find);
  /** The row a URL's `:id` names, or a redirect to `back` (its list) where there is none. */
  const found = async <Row>(
    id: string | undefined,
    find: Find<Row>,
    back: Parameters<typeof page.path>[0],
  ): Promise<Row> => {
    const row = await byId(id, find);
    if (!row) throw redirect(page.path(back), { headers: adminHeaders });
    return row;
  };
  const m = (texts ? messages(page.lang, texts) : undefined) as Messages[Texts];
  return { ...session, ...page, m, db, actor, audit, screen, byId, found };
}

type Find<Row> = (db: Database, id: number) => Promise<Row | undefined>;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** A row id from a URL or a form: a positive 32-bit integer, or undefined. */
export function parseId(value: string | undefined): number | undefined {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The row a URL's `:id` names; undefined for a malformed id, which never reaches the database. */
export async function findById<Row>(
  db: Database,
  id: string | undefined,
  find: (db: Database, id: number) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const parsed = parseId(id);
  return parsed === undefined ? undefined : find(db, parsed);
}

/** A loader's or action's answer with the back office's headers (noindex, no-store). */
export function adminData<T>(value: T, status = 200) {
  return data(value, { status, headers: adminHeaders });
}

/** A posted form's text fields: "" for a missing field or a file, never an exception. */
export async function readForm(request: Request) {
  const form = await request.formData();
  return (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
}
