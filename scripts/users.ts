// Back-office accounts. There is no default account: the first one is made here, on the server.
//   printf '%s\n' "$PASSWORD" | npm run users -- add USERNAME --password-stdin
//   npm run users -- list
//   printf '%s\n' "$PASSWORD" | npm run users -- passwd USERNAME --password-stdin
//   npm run users -- remove USERNAME
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the site first: it holds the lock).
import { parseArgs } from "node:util";
import { recordAudit } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { deleteUser, findUserByUsername, insertUser, listUsers } from "~/data/users.server";
import { changePassword } from "~/services/auth/accounts.server";
import { hashPassword, passwordSchema, usernameSchema } from "~/services/auth/password.server";
import { runCommand } from "./run-command";

const usage = `Usage:
  npm run users -- add USERNAME --password-stdin
  npm run users -- list
  npm run users -- passwd USERNAME --password-stdin
  npm run users -- remove USERNAME`;

/** Entries in the audit log made from the command line name this actor. */
const CLI_ACTOR = "cli";

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    "password-stdin": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

function username(value: string | undefined): string {
  const parsed = usernameSchema.safeParse(value ?? "");
  if (!parsed.success) {
    throw new UsageError(`Invalid username: ${parsed.error.issues[0]?.message ?? "refused"}.`);
  }
  return parsed.data;
}

/** One line from standard input: the password never appears in the shell history or `ps`. */
async function passwordFromStdin(): Promise<string> {
  if (!values["password-stdin"]) {
    throw new UsageError("Give the password on standard input with --password-stdin.");
  }
  if (process.stdin.isTTY) process.stderr.write("Password: ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  const line = Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  const parsed = passwordSchema.safeParse(line);
  if (!parsed.success) {
    throw new UsageError(`Password refused: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  }
  return parsed.data;
}

async function main(): Promise<number> {
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 2;
  }
  switch (command) {
    case "add": {
      const name = username(argument);
      const password = await passwordFromStdin();
      const db = await getDb();
      const created = await insertUser(db, name, await hashPassword(password));
      if (!created) throw new UsageError(`The username "${name}" already exists.`);
      await recordAudit(db, { actor: CLI_ACTOR, action: "user_added", target: name });
      console.log(`Account "${name}" created.`);
      return 0;
    }
    case "list": {
      const rows = await listUsers(await getDb());
      for (const row of rows) {
        const last = row.lastSignInAt ? row.lastSignInAt.toISOString() : "never";
        console.log(
          `${row.username}  created ${row.createdAt.toISOString()}  last sign-in ${last}`,
        );
      }
      console.log(`${rows.length} account(s)`);
      return 0;
    }
    case "passwd": {
      const name = username(argument);
      const password = await passwordFromStdin();
      const db = await getDb();
      if (!(await findUserByUsername(db, name))) throw new UsageError(`No account "${name}".`);
      await changePassword(db, name, password, { actor: CLI_ACTOR, ip: null });
      console.log(`Password of "${name}" changed; its sessions are closed.`);
      return 0;
    }
    case "remove": {
      const name = username(argument);
      const db = await getDb();
      if (!(await deleteUser(db, name))) throw new UsageError(`No account "${name}".`);
      await recordAudit(db, { actor: CLI_ACTOR, action: "user_removed", target: name });
      console.log(`Account "${name}" removed, with its sessions.`);
      return 0;
    }
    default:
      console.error(`Unknown command "${command}".\n${usage}`);
      return 2;
  }
}

runCommand(main);
