import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./script-safe-json";

describe("JSON written into an inline script", () => {
  it("escapes what could close the script or break its string, and reads back the same", () => {
    const value = { ref: "x</script><h1>x</h1><!-- & \u2028\u2029", n: 3 };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });
});
