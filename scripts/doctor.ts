// One check of everything an installation needs, one line each (app/admin/system/doctor/checks.ts):
//   npm run doctor [-- --lang fr] [--json] [--env-file FILE | --no-env-file]
// Exit status 0 when nothing failed (warnings allowed), 1 when a check failed, 2 on a wrong call.
import { accessSync, constants, existsSync } from "node:fs";
import { exitCodeOf, runChecks } from "~/admin/system/doctor/checks";
import { describeResult, doctorTexts, summarize } from "~/admin/system/doctor/texts";
import { parseCall, runCommand, UsageError } from "./run-command";

/** The settings file of the production service (deploy/procelia.service reads it). */
const SERVICE_SETTINGS = "/etc/procelia/environment";

const { values } = parseCall("doctor", {
  options: {
    lang: { type: "string", default: "en" },
    json: { type: "boolean", default: false },
    "env-file": { type: "string" },
    "no-env-file": { type: "boolean", default: false },
  },
});

/**
 * Reads the settings the site itself would read: an explicit file, else .env (npm start) or the
 * service's file. A variable already in the environment wins, as with npm start.
 */
function loadSettings(): string {
  if (values["no-env-file"]) return "";
  const file =
    values["env-file"] ??
    (existsSync(".env") ? ".env" : existsSync(SERVICE_SETTINGS) ? SERVICE_SETTINGS : undefined);
  if (!file) return "";
  try {
    accessSync(file, constants.R_OK);
  } catch {
    throw new Error(
      `Cannot read ${file}: run the doctor as root (it is the service's settings file), or pass --no-env-file.`,
    );
  }
  process.loadEnvFile(file);
  // The service adds NODE_ENV=production to what its file says.
  if (file === SERVICE_SETTINGS) process.env.NODE_ENV ??= "production";
  return file;
}

runCommand(
  "doctor",
  async () => {
    const lang = values.lang;
    if (lang !== "en" && lang !== "fr") throw new UsageError("--lang must be en or fr.");
    const settingsSource = loadSettings();
    const results = await runChecks({ settingsSource });
    const seconds = performance.now() / 1000; // since this process started: the whole run
    const described = results.map((result) => ({ ...result, ...describeResult(result, lang) }));
    if (values.json) {
      console.log(
        JSON.stringify({ results: described, seconds: Number(seconds.toFixed(3)) }, null, 2),
      );
    } else {
      const words = doctorTexts[lang].status;
      const statusWidth = Math.max(...Object.values(words).map((word) => word.length)) + 2;
      const titleWidth = Math.max(...described.map((result) => result.title.length)) + 2;
      for (const result of described) {
        console.log(
          `${words[result.status].padEnd(statusWidth)}${result.title.padEnd(titleWidth)}${result.text}`,
        );
      }
      console.log(summarize(results, seconds, lang));
    }
    return exitCodeOf(results);
  },
  // The checks open their own short-lived connections, never the app's pool.
  { database: false },
);
