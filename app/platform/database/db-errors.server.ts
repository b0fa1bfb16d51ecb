/**
 * Database errors, told apart and described without their data: Drizzle's own message quotes the
 * query's parameters (a visitor's name, e-mail, message), so only the SQLSTATE and the driver's
 * message are ever logged.
 */

interface WithCode {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function chain(error: unknown): WithCode[] {
  const found: WithCode[] = [];
  let current: unknown = error;
  while (current && typeof current === "object" && found.length < 5) {
    found.push(current as WithCode);
    current = (current as WithCode).cause;
  }
  return found;
}

/** The SQLSTATE (e.g. "22021") or network code (e.g. "ECONNREFUSED") of the error or its cause. */
export function errorCode(error: unknown): string | undefined {
  for (const link of chain(error)) if (typeof link.code === "string") return link.code;
  return undefined;
}

/** SQLSTATE class 22, "data exception": the input was bad, not the database. */
export function isDataError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code);
}

/** A log-safe description: the code and the innermost driver message, never the parameters. */
export function describeDbError(error: unknown): string {
  const links = chain(error);
  const innermost = links.at(-1);
  const message = typeof innermost?.message === "string" ? innermost.message : String(error);
  const code = errorCode(error);
  return `${code ? `${code} ` : ""}${message.split("\n")[0]?.slice(0, 200) ?? ""}`;
}
