import { getDb } from "~/platform/database/db.server";
import type { Session } from "~/platform/database/schema";
import { readSessionToken } from "./session-cookie.server";
import { type ActiveSession, findActiveSession } from "./sessions.server";

/** A request's session with the token its cookie carries. */
export interface RequestSession extends ActiveSession {
  token: string;
}

/**
 * The session the request's cookie names, if it is valid now and at `stage`: "active" (signed
 * in) or "second_factor" (the password was right, a second factor is still due).
 */
export async function requestSession(
  request: Request,
  stage: Session["stage"],
): Promise<RequestSession | undefined> {
  const token = await readSessionToken(request);
  if (!token) return undefined;
  const found = await findActiveSession(await getDb(), token);
  return found?.session.stage === stage ? { ...found, token } : undefined;
}
