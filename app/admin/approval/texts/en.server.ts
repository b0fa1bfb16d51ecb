import type { Translation } from "~/platform/i18n/translation";
import type fr from "./fr.server";

const adminApproval: Translation<typeof fr> = {
  title: "Client approval",
  intro:
    "The draft projects and articles. Send the client a preview link: they approve or comment on the version the link shows, without an account.",
  empty: "No draft for now: a hidden project or an unpublished article shows here.",
  kinds: { reference: "Project", article: "Article" },
  columns: { item: "Draft", kind: "Kind", state: "Approval" },
  state: {
    approved: "Approved by {name} on {date}",
    waiting: "Waiting for approval",
    none: "No link sent",
    outdated: "An earlier version was approved",
    required: "approval required before publishing",
  },
  item: {
    back: "All drafts",
    gone: "This draft no longer exists or was published.",
    requirement: "Require the client's approval before this project is published",
    requirementHint: "The project can be shown on the site only in a version the client approved.",
    saveRequirement: "Save",
    create: "Create a preview link",
    days: "Valid for",
    dayOption: "{count} day(s)",
    language: "Language of the preview",
    french: "French",
    english: "English",
    createButton: "Create the link",
    created: "Link created. Copy it now and send it to the client: it will not be shown again.",
    links: "Links sent",
    noLinks: "No link for this draft.",
    link: {
      made: "Made on {date} by {who}",
      expires: "Expires on {date}",
      expired: "Expired",
      revoked: "Revoked",
      openings: "Opened {count} time(s)",
      current: "Shows the current version",
      older: "Shows an earlier version",
      approved: "Approved by {name} on {date}",
      revoke: "Revoke",
      comments: "Comments",
    },
  },
  done: {
    created: "The preview link was created.",
    revoked: "The link was revoked.",
    requirement: "The approval requirement was saved.",
  },
};

export default adminApproval;
