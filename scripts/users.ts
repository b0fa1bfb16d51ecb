// Back-office accounts. There is no default account: the first one is made here, on the server;
// the others are invited in the back office (Team). This stays for recovery.
//   printf '%s\n' "$PASSWORD" | npm run users -- add USERNAME --password-stdin [--email E] [--name N] [--role admin|editor|sales|recruiter] [--lang fr|en]
//   npm run users -- list
//   printf '%s\n' "$PASSWORD" | npm run users -- passwd USERNAME --password-stdin
//   npm run users -- remove USERNAME
//   npm run users -- enable USERNAME
//   npm run users -- reset-factors USERNAME
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the site first: it holds the lock).
import { z } from "zod";
import { changePassword } from "~/admin/accounts/accounts.server";
import { hashPassword, passwordSchema, usernameSchema } from "~/admin/accounts/password.server";
import {
  checkNewPassword,
  type PasswordOwner,
  passwordProblemText,
} from "~/admin/accounts/password-policy.server";
import { resetMemberFactors } from "~/admin/accounts/team.server";
import {
  changeMember,
  deleteUser,
  findUserByUsername,
  insertUser,
  listUsers,
  type PublicUser,
  takenFields,
} from "~/admin/accounts/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getDb } from "~/platform/database/db.server";
import { ROLES } from "~/platform/database/roles";
import { staffLanguages } from "~/platform/i18n/lang";
import { parseCall, runCommand, UsageError } from "./run-command";

/** Entries in the audit log made from the command line name this actor. */
const CLI_ACTOR = "cli";

const { positionals, values } = parseCall("users", {
  allowPositionals: true,
  options: {
    "password-stdin": { type: "boolean", default: false },
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    lang: { type: "string", default: "fr" },
  },
});

function username(value: string | undefined): string {
  const parsed = usernameSchema.safeParse(value ?? "");
  if (!parsed.success) {
    throw new UsageError(`Invalid username: ${parsed.error.issues[0]?.message ?? "refused"}.`);
  }
  return parsed.data;
}

/** A flag's value checked by its schema, or a one-line refusal naming the flag. */
function option<T>(flag: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`Invalid --${flag}.`);
  return parsed.data;
}

/** One line from standard input: the password never appears in the shell history or `ps`. */
async function passwordFromStdin(owner: PasswordOwner): Promise<string> {
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
    throw new Error(`Password refused: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  }
  // The same policy as the back office's forms: long enough, not common, breached or personal.
  const check = await checkNewPassword(parsed.data, owner);
  if (!check.ok) throw new Error(`Password refused: ${passwordProblemText(check, "en")}`);
  return parsed.data;
}

function state(user: PublicUser): string {
  if (user.disabledAt) return "disabled";
  return user.passwordSetAt ? "active" : "invited";
}

async function add(argument: string | undefined): Promise<number> {
  const name = username(argument);
  const email = option("email", z.email().max(254).optional(), values.email?.trim());
  const displayName = option("name", z.string().trim().max(100).optional(), values.name);
  const role = option("role", z.enum(ROLES), values.role);
  const language = option("lang", z.enum(staffLanguages), values.lang);
  const password = await passwordFromStdin({ username: name, email, displayName });
  const db = await getDb();
  const taken = await takenFields(db, { username: name, email });
  if (taken.username) throw new Error(`The username "${name}" already exists.`);
  if (taken.email) throw new Error(`Another account already uses this e-mail address.`);
  const created = await insertUser(db, name, await hashPassword(password), {
    email: email ?? null,
    displayName,
    role,
    language,
  });
  if (!created) throw new Error(`The username "${name}" or the e-mail address is taken.`);
  await recordAudit(db, {
    actor: CLI_ACTOR,
    action: "user_added",
    target: name,
    object: { type: "user", id: created.id },
  });
  console.log(`Account "${name}" created. Role: ${role}.`);
  return 0;
}

async function main(): Promise<number> {
  const [command, argument] = positionals;
  if (!command) throw new UsageError("Name a command.");
  switch (command) {
    case "add":
      return add(argument);
    case "list": {
      const rows = await listUsers(await getDb());
      for (const row of rows) {
        const last = row.lastSignInAt ? row.lastSignInAt.toISOString() : "never";
        console.log(
          `${row.username}  ${row.role}  ${state(row)}  created ${row.createdAt.toISOString()}  last sign-in ${last}`,
        );
      }
      console.log(`${rows.length} account(s)`);
      return 0;
    }
    case "passwd": {
      const name = username(argument);
      const db = await getDb();
      const user = await findUserByUsername(db, name);
      if (!user) throw new Error(`No account "${name}".`);
      const password = await passwordFromStdin({
        username: name,
        email: user.email ?? undefined,
        displayName: user.displayName,
      });
      await changePassword(db, name, password, { actor: CLI_ACTOR, ip: null });
      console.log(`Password of "${name}" changed; its sessions are closed.`);
      return 0;
    }
    case "remove": {
      const name = username(argument);
      const db = await getDb();
      const user = await findUserByUsername(db, name);
      const removed = await deleteUser(db, name);
      if (removed === "notFound") throw new Error(`No account "${name}".`);
      if (removed === "lastAdmin") {
        throw new Error(
          `"${name}" is the last active administrator: make another account an administrator first.`,
        );
      }
      await recordAudit(db, {
        actor: CLI_ACTOR,
        action: "user_removed",
        target: name,
        ...(user ? { object: { type: "user", id: user.id } } : {}),
      });
      console.log(`Account "${name}" removed, with its sessions.`);
      return 0;
    }
    case "enable": {
      const name = username(argument);
      const db = await getDb();
      const user = await findUserByUsername(db, name);
      if (!user) throw new Error(`No account "${name}".`);
      const result = await changeMember(db, user.id, { kind: "enable" });
      if (!result.ok) throw new Error(`No account "${name}".`);
      await recordAudit(db, {
        actor: CLI_ACTOR,
        action: "user_enabled",
        target: name,
        object: { type: "user", id: user.id },
      });
      console.log(`Account "${name}" enabled: it can sign in again.`);
      return 0;
    }
    case "reset-factors": {
      // A person who lost their passkey or phone, when no administrator can sign in to help.
      const name = username(argument);
      const db = await getDb();
      const user = await findUserByUsername(db, name);
      if (!user) throw new Error(`No account "${name}".`);
      // Id 0 is no account's: the command line is never the account itself.
      await resetMemberFactors(db, user.id, {
        id: 0,
        username: CLI_ACTOR,
        displayName: "",
        ip: null,
      });
      console.log(
        `Second factors of "${name}" removed (passkeys, authenticator app, recovery codes): the password signs in again.`,
      );
      return 0;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

runCommand("users", main);
