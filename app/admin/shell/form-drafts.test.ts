import { describe, expect, it } from "vitest";
import { cameFromSignIn, DRAFT_STORAGE_KEY, draftOutcome, parseDraft } from "./form-drafts";

const SIGN_IN = ["/admin/login", "/en/admin/login"];

describe("a form's draft kept in the tab while its session ended", () => {
  it("is stored under one key for the whole back office", () => {
    expect(DRAFT_STORAGE_KEY).toBe("procelia-admin-draft");
  });

  it("knows a page reached from this site's sign-in, in either language", () => {
    const origin = "https://procelia.be";
    expect(cameFromSignIn("https://procelia.be/admin/login", origin, SIGN_IN)).toBe(true);
    expect(cameFromSignIn("https://procelia.be/en/admin/login/totp", origin, SIGN_IN)).toBe(true);
    expect(cameFromSignIn("https://procelia.be/admin/loginx", origin, SIGN_IN)).toBe(false);
    expect(cameFromSignIn("https://elsewhere.be/admin/login", origin, SIGN_IN)).toBe(false);
    expect(cameFromSignIn("", origin, SIGN_IN)).toBe(false);
  });

  it("comes back only to whoever typed it, on its own page, after signing in again", () => {
    const draft = { user: "anne", page: "/leads/4" };
    const here = { user: "anne", page: "/leads/4", fromSignIn: true };
    expect(draftOutcome(draft, here)).toEqual({ restore: true, drop: true });
    expect(draftOutcome(draft, { ...here, user: "marc" })).toEqual({
      restore: false,
      drop: true,
    });
    // Signed in again but landed elsewhere: kept for the way back to its page.
    expect(draftOutcome(draft, { ...here, page: "/" })).toEqual({ restore: false, drop: false });
    // Any other page: the post was answered.
    expect(draftOutcome(draft, { ...here, fromSignIn: false })).toEqual({
      restore: false,
      drop: true,
    });
  });

  it("reads only what is a draft", () => {
    const draft = { user: "anne", page: "/leads/4", form: "#0", fields: [["note", 0, "Rappeler"]] };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{")).toBeNull();
    expect(parseDraft(JSON.stringify({ user: "anne" }))).toBeNull();
  });
});
