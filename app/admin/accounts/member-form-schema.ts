import { z } from "zod";
import { ROLES } from "~/platform/database/roles";
import { staffLanguages } from "~/platform/i18n/lang";
import { lineText } from "../shell/form-schema";

// No control characters: the name goes into e-mails and the activity log.
const text = (max: number) => lineText(max, { invalid: "required" });

/**
 * The invitation and account forms' fields (docs/decisions/040): the server parses with them and
 * the screen takes its bounds from them. The username's own rule is usernameSchema's; here only
 * its length, as the screen shows it (left empty, it comes from the address).
 */
export const memberFields = {
  displayName: text(100),
  email: text(254).pipe(z.email({ error: "email" })),
  username: z.string().trim().max(64, { error: "username" }),
  role: z.enum(ROLES, { error: "required" }),
  language: z.enum(staffLanguages, { error: "required" }),
};

export const memberFormSchema = z.object(memberFields);
