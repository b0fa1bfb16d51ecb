import type { Database } from "../../platform/database/db.server";
import { redirects } from "../../platform/database/schema";
import { internalPath, matchRule, type Rule, ruleTable } from "./redirect-rules";
import { resolveTarget, siteHost, targetFromText } from "./redirect-targets.server";
import {
  checkRule,
  listRedirects,
  lockRedirects,
  notify,
  type RedirectView,
  refreshRedirects,
  ruleColumns,
  type SaveProblem,
  toRule,
} from "./redirects.server";

/**
 * A list of redirects imported from a spreadsheet: each line adds a rule, or is reported; an
 * old address already redirected is a conflict and keeps its rule (an import never replaces).
 *
 * Columns: old address; new address; status (301 by default, or 302); keep the rest of the path
 * (a prefix rule only: "yes", "oui", "1"). Separated by ";" (Excel in Belgium and France), ","
 * or a tab; a first line naming the columns is skipped.
 */

/** Lines read from one import. */
export const MAX_IMPORT_LINES = 5_000;

export interface ImportReport {
  added: number;
  conflicts: { line: number; source: string; existing: string }[];
  refused: { line: number; source: string; problem: SaveProblem }[];
  /** Lines past MAX_IMPORT_LINES, not read. */
  skipped: number;
}

const YES = new Set(["yes", "oui", "ja", "1", "true", "y", "o"]);

export async function importRedirects(
  db: Database,
  text: string,
  actor: string | null,
): Promise<ImportReport> {
  const lines = parseCsv(text).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const first = lines[0];
  if (first && /^(old|ancienne?|source|from|de)\b/i.test(first.cells[0]?.trim() ?? "")) {
    lines.shift();
  }
  const report: ImportReport = {
    added: 0,
    conflicts: [],
    refused: [],
    skipped: Math.max(0, lines.length - MAX_IMPORT_LINES),
  };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockRedirects(t);
    const stored = await listRedirects(t);
    const added: Rule[] = [];
    for (const { line, cells } of lines.slice(0, MAX_IMPORT_LINES)) {
      const [source = "", targetText = "", statusText = "", restText = ""] = cells;
      const status = statusText.trim() === "302" ? 302 : 301;
      if (statusText.trim() !== "" && !["301", "302"].includes(statusText.trim())) {
        report.refused.push({
          line,
          source,
          problem: { field: "target", error: "invalid" },
        });
        continue;
      }
      const target = await targetFromText(t, targetText);
      const redirected = target.ok
        ? undefined
        : redirectedAlready(targetText, [...stored.map(toRule), ...added]);
      if (redirected) {
        report.refused.push({
          line,
          source,
          problem: { field: "target", error: "chainAfter", other: redirected },
        });
        continue;
      }
      if (!target.ok) {
        report.refused.push({ line, source, problem: { field: "target", error: target.error } });
        continue;
      }
      const input = {
        source,
        target: target.target,
        status,
        keepRest: YES.has(restText.trim().toLowerCase()),
      } as const;
      const checked = await checkRule(t, input, undefined, { stored, extra: added });
      if (!checked.ok) {
        const { problem } = checked;
        if (problem.field === "source" && problem.error === "exists") {
          report.conflicts.push({ line, source, existing: existingTarget(problem.existing) });
        } else {
          report.refused.push({ line, source, problem });
        }
        continue;
      }
      const location = await resolveTarget(t, input.target);
      const columns = ruleColumns(checked.source, input, actor);
      const [row] = await t.insert(redirects).values(columns).returning({ id: redirects.id });
      if (row && location.ok) {
        added.push({
          id: row.id,
          source: checked.source,
          status,
          keepRest: columns.keepRest,
          target: location.location,
        });
      }
      report.added++;
    }
    if (report.added > 0) await notify(t);
  });
  if (report.added > 0) await refreshRedirects(db).catch(() => {});
  return report;
}

/** The rule an import's target path is itself the old address of. */
function redirectedAlready(text: string, rules: Rule[]): Rule | undefined {
  const path = internalPath(text.trim().replace(/[?#].*$/, ""), siteHost());
  if (path === undefined) return undefined;
  try {
    return matchRule(ruleTable(rules), decodeURIComponent(path))?.rule;
  } catch {
    return undefined;
  }
}

/** What an earlier import's line in the same file, or a stored rule, leads to. */
function existingTarget(existing: RedirectView | undefined): string {
  return existing ? existing.target : "";
}

/**
 * RFC 4180 lines (quoted fields, doubled quotes, line breaks inside quotes), the separator found
 * on the first line; each with its line number in the file.
 */
export function parseCsv(input: string): { line: number; cells: string[] }[] {
  const text = input.replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = firstLine.includes(";") ? ";" : firstLine.includes("\t") ? "\t" : ",";
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows;
}
