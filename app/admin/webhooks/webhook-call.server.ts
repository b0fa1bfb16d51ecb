import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { endpointUrlProblem, vettedAddress } from "./webhook-address.server";

/** How long one call may take, connection included. */
const CALL_TIMEOUT_MS = 10_000;
/** Characters of the endpoint's answer kept to show on the lead page. */
const ANSWER_KEPT = 300;

export type CallOutcome =
  | { kind: "ok"; status: number }
  | { kind: "gone" }
  | { kind: "failed"; answer: string };

/**
 * POSTs a signed body to an endpoint. The host is resolved and vetted here and the socket connects
 * to that very address; a redirect is an answer like another (3xx is a failure, never followed).
 */
export async function callEndpoint(
  endpoint: string,
  headers: Record<string, string>,
  body: string,
): Promise<CallOutcome> {
  const problem = endpointUrlProblem(endpoint);
  if (problem) return { kind: "failed", answer: `refused: ${problem} address` };
  const url = new URL(endpoint);
  const vetted = await vettedAddress(url.hostname);
  if ("refused" in vetted) {
    return {
      kind: "failed",
      answer:
        vetted.refused === "unresolved"
          ? `refused: ${url.hostname} does not resolve`
          : `refused: ${url.hostname} is a loopback, private or link-local address`,
    };
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<CallOutcome>((resolve) => {
    const req = send(
      url,
      {
        method: "POST",
        lookup: pinned,
        timeout: CALL_TIMEOUT_MS,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Procelia-Webhooks/1",
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < ANSWER_KEPT) text += chunk;
          else res.destroy();
        });
        const done = () => {
          if (status >= 200 && status < 300) resolve({ kind: "ok", status });
          else if (status === 410) resolve({ kind: "gone" });
          else {
            const said = text.replace(/\s+/g, " ").trim().slice(0, ANSWER_KEPT);
            resolve({ kind: "failed", answer: `HTTP ${status}${said ? `: ${said}` : ""}` });
          }
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${CALL_TIMEOUT_MS / 1000} s`)));
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ kind: "failed", answer: error.code ?? error.message }),
    );
    req.end(body);
  });
}
