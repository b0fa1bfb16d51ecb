import { describe, expect, it } from "vitest";
import { ROLES } from "~/platform/database/roles";
import { usages } from "../../scripts/cli-usage";

// The usage text is read without the app (so that --help answers at once): it names the roles
// by hand, and this keeps it in step with the one table of roles.
describe("the users command's usage", () => {
  it("offers exactly the roles an account can have", () => {
    const offered = /--role ([a-z|]+)\]/.exec(usages.users)?.[1]?.split("|");
    expect(offered?.sort()).toEqual([...ROLES].sort());
  });
});
