import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a per-address limit counts a client under. An IPv4 address is one client; an IPv6
 * client usually holds a whole /64 (a home or a server gets one), so it is keyed by its /64, else
 * changing the last 64 bits would give a fresh counter per request. An IPv4-mapped IPv6 address
 * (::ffff:192.0.2.1, what a dual-stack socket reports) is the IPv4 address. Anything else (no
 * address known) is keyed as it is.
 */
export function clientKey(ip: string | undefined | null): string {
  const text = (ip ?? "").trim();
  if (isIPv4(text)) return text;
  // A zone id ("fe80::1%eth0") names the interface, not the client; brackets come from URLs.
  const bare = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!isIPv6(bare)) return text || "unknown";
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" and a trailing dotted IPv4 expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => Number.parseInt(g, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
