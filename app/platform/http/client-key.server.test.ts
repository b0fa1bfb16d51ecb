import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.server";

describe("clientKey", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    [" 198.51.100.7 ", "198.51.100.7"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["::FFFF:198.51.100.7", "198.51.100.7"],
    ["::ffff:c633:6407", "198.51.100.7"],
    ["0:0:0:0:0:ffff:c633:6407", "198.51.100.7"],
  ])("keys the IPv4 client %j by its address", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it.each([
    ["2001:db8:1234:5678:9abc:def0:1:2", "2001:db8:1234:5678::/64"],
    ["2001:0db8:1234:5678:0000:0000:0000:0001", "2001:db8:1234:5678::/64"],
    ["2001:DB8:1234:5678::ffff", "2001:db8:1234:5678::/64"],
    ["2001:db8:1234:5678::", "2001:db8:1234:5678::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::1234:5678:1:2", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["fe80::abcd:1%25", "fe80:0:0:0::/64"],
    ["[2001:db8:1234:5678::9]", "2001:db8:1234:5678::/64"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
  ])("keys the IPv6 client %j by its /64", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("gives every address of one /64 the same key, and the next /64 another", () => {
    const a = clientKey("2001:db8:aa:bb:1:2:3:4");
    expect(clientKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientKey("2001:db8:aa:bb::")).toBe(a);
    expect(clientKey("2001:db8:aa:bc:1:2:3:4")).not.toBe(a);
  });

  it("keys what is not an address as it is", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("2001:db8::g")).toBe("2001:db8::g");
  });
});
