import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { env } from "~/platform/runtime/env.server";

/** Why an endpoint's address is refused; undefined when it may be called. */
export type AddressRefusal = "scheme" | "private" | "unresolved";

export const privateNetworksAllowed = () => env().WEBHOOKS_ALLOW_PRIVATE_NETWORKS === "true";

/**
 * Only ordinary public unicast addresses: loopback, private, link-local, unspecified, carrier
 * NAT, multicast and reserved ranges are refused (an IPv4-mapped IPv6 address as its IPv4).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** The address is written correctly and uses a scheme allowed here (https; http when allowed). */
export function endpointUrlProblem(raw: string): "invalid" | "scheme" | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "invalid";
  }
  if (url.username || url.password || !url.hostname) return "invalid";
  if (url.protocol === "https:") return undefined;
  return url.protocol === "http:" && privateNetworksAllowed() ? undefined : "scheme";
}

/**
 * Resolves a host and vets every address it gives; the caller connects to the vetted one, so a
 * name that resolves differently a moment later (DNS rebinding) cannot slip a private one in.
 */
export async function vettedAddress(
  host: string,
): Promise<{ address: string; family: 4 | 6 } | { refused: AddressRefusal }> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  let found: { address: string; family: number }[];
  if (isIP(bare)) found = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      found = await lookup(bare, { all: true, verbatim: true });
    } catch {
      return { refused: "unresolved" };
    }
  }
  const first = found[0];
  if (!first) return { refused: "unresolved" };
  if (!privateNetworksAllowed() && found.some((entry) => !isPublicAddress(entry.address))) {
    return { refused: "private" };
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
