import { company } from "~/content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/admin-password.server";

const adminPassword: Translation<typeof fr> = {
  title: "Password",
  notices: {
    subject: `${company.shortName}: your account's security has changed`,
    greeting: "Hello {name},",
    changes: {
      password: "Your account's password was changed.",
      passwordReset: "Your account's password was reset with a link sent by e-⁠mail.",
      passkeyAdded: "A passkey was added to your account.",
      passkeyRemoved: "A passkey was removed from your account.",
      totpEnabled: "Codes from an authenticator app are now asked for at sign-⁠in.",
      totpDisabled: "Codes from an authenticator app are no longer asked for at sign-⁠in.",
      recoveryCodes: "New recovery codes were generated; the old ones no longer work.",
    },
    when: "Date: {date} (Brussels time).",
    notYou:
      "If this was not you, tell an administrator at once: they can disable the account and end all its sessions.",
    signature: `The ${company.shortName} website's back office`,
  },
};

export default adminPassword;
