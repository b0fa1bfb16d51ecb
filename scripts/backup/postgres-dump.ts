import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import pg from "pg";

/**
 * pg_dump and pg_restore read the connection from a URL without its password, and the password
 * from PGPASSWORD: an argument would be readable by every local user in the process list.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The database name of a URL, for messages. */
export const databaseName = (url: string) =>
  decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "(default)";

/** Runs a PostgreSQL client tool; fails with its last line of standard error. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors = (errors + chunk).slice(-4_000);
    });
    child.on("error", (error) =>
      fail(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Error(`${command} is not installed (apt-get install postgresql-client-15).`)
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) return done();
      const line = errors.trim().split("\n").filter(Boolean).at(-1) ?? `exit status ${code}`;
      fail(new Error(`${command}: ${line.replace(/^\w+: (error: )?/, "")}`));
    });
  });
}

/** pg_dump in its custom format (compressed, restorable table by table), one consistent snapshot. */
export async function pgDump(url: string, file: string): Promise<void> {
  const target = libpqTarget(url);
  await run(
    "pg_dump",
    ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${target.dbname}`],
    target.env,
  );
}

/**
 * Into an empty database, in one transaction: a failure leaves it as it was. Objects belong to
 * the user restoring, and grants of roles this server may not have are left out.
 */
export async function pgRestore(file: string, url: string): Promise<void> {
  const target = libpqTarget(url);
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      "--single-transaction",
      "--no-password",
      `--dbname=${target.dbname}`,
      file,
    ],
    target.env,
  );
}

/**
 * Rows per table as the dump holds them ("public.leads" -> 10000): pg_restore writes its data as
 * SQL text, one line per row between `COPY … FROM stdin;` and `\.` (newlines inside values are
 * escaped in that format), so counting lines counts rows without a database.
 */
export function dumpRowCounts(file: string): Promise<Map<string, number>> {
  return new Promise((done, fail) => {
    const child = spawn("pg_restore", ["--data-only", "--file=-", file], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const counts = new Map<string, number>();
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors = (errors + chunk).slice(-4_000);
    });
    let table: string | undefined;
    const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on("line", (line) => {
      if (table === undefined) {
        const copy = /^COPY (\S+) .*FROM stdin;$/.exec(line);
        if (copy?.[1]) {
          table = copy[1].replaceAll('"', "");
          counts.set(table, 0);
        }
      } else if (line === "\\.") {
        table = undefined;
      } else {
        counts.set(table, (counts.get(table) ?? 0) + 1);
      }
    });
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0) return done(counts);
      fail(new Error(`pg_restore could not read ${file}: ${errors.trim().split("\n").at(-1)}`));
    });
  });
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Tables, views, sequences and schemas other than PostgreSQL's own and the empty `public`. */
export async function objectsIn(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname not in ('pg_catalog', 'information_schema')
                and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%')
          + (select count(*) from pg_namespace
              where nspname not in ('pg_catalog', 'information_schema', 'public')
                and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%')::int as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Rows in each named table ("schema.table"), counted in one snapshot. */
export async function tableCounts(
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
  tables: string[],
): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const quoted = (name: string) =>
    name
      .split(".")
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join(".");
  const { rows } = await query(
    tables
      .map((table, i) => `select ${i} as i, count(*)::int as n from ${quoted(table)}`)
      .join(" union all "),
  );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(tables[Number(row.i)] as string, Number(row.n));
  return counts;
}

/** Every table of the database outside PostgreSQL's own schemas, as "schema.table". */
export const USER_TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1`;

/** TOTP keys stored in clear (from before sealing): a dump would carry them readable. */
export const CLEAR_TOTP_SQL = `select count(*)::int as n from users
  where totp_secret is not null and totp_secret not like 'v1.%'`;
