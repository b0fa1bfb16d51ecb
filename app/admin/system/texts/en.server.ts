import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./fr.server";

const adminSystem: Translation<typeof fr> = {
  title: "System",
  intro:
    "How the installation stands, checked when this page opened: database, e-mail sending, backups, disk space and release. The same checks as the server's “npm run doctor” command.",
  release: "Release in service",
  checkedAt: "Checked on {date}, in {seconds} s",
  summary: {
    ok: "Everything is in order.",
    warn: "Worth a look: {count} point(s) deserve attention, nothing is blocked.",
    fail: "To fix: {count} point(s) keep the site from working as it should. Tell whoever runs the server.",
  },
  status: { ok: "In order", warn: "Worth a look", fail: "To fix" },
  tableCaption: "Checks of the installation",
  check: "Check",
  state: "State",
  detail: "Detail",
  alerts:
    "The administrators get an e-mail when the last backup is more than 26 hours old or the last restore test failed.",
  webhooks: {
    title: "Webhooks failing for 3 days: the company's tools no longer receive the requests.",
    line: "{url}, failing since {since}",
    link: "See the webhooks",
  },
  mail: {
    subject: "Site backups need attention",
    text: "Hello,\n\nThe site's backups need your attention:\n\n{lines}\n\nThe back office's System page shows the whole state: {link}\nTell whoever runs the server.\n",
  },
};

export default adminSystem;
