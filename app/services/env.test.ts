import { describe, expect, it } from "vitest";
import { trustProxySchema } from "./env.server";

describe("TRUST_PROXY", () => {
  it("reads digits as a hop count and true/false as booleans, not as addresses", () => {
    expect(trustProxySchema.parse("1")).toBe(1);
    expect(trustProxySchema.parse("2")).toBe(2);
    expect(trustProxySchema.parse("true")).toBe(true);
    expect(trustProxySchema.parse("FALSE")).toBe(false);
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse("")).toBe(false);
  });

  it("reads anything else as a list of addresses, subnets and named ranges", () => {
    expect(trustProxySchema.parse("loopback")).toEqual(["loopback"]);
    expect(trustProxySchema.parse("127.0.0.1, 10.0.0.0/8, ::1, fd00::/8")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses what Express would misread", () => {
    for (const value of ["yes", "1.2.3", "10.0.0.0/33", "proxy.example", "127.0.0.1,"]) {
      expect(trustProxySchema.safeParse(value).success, value).toBe(false);
    }
  });
});
