import { company } from "~/platform/content/company";
import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./users.fr.server";

const roles = {
  admin: "Administrator",
  editor: "Editor",
  sales: "Sales",
  recruiter: "Recruitment",
};

const adminUsers: Translation<typeof fr> = {
  title: "Team",
  intro:
    "The people who can use the back office: their role, their language and their account's state.",
  inviteAction: "Invite someone",
  caption: "{count} account(s), by username",
  columns: {
    person: "Person",
    role: "Role",
    language: "Language",
    state: "State",
    lastSignIn: "Last sign-in",
    secondFactor: "Second factor",
  },
  you: "(you)",
  never: "never",
  noEmail: "no e-mail address",
  roles,
  roleHints: {
    admin:
      "Everything: requests and their erasure, content, site settings, the activity log and the team's accounts.",
    editor: "Articles, pictures, page texts and content; not the requests nor the settings.",
    sales:
      "Requests: read them, change their status, add notes, answer and export them; no erasure, no content.",
    recruiter:
      "Job posts and applications: publish posts, read applications, change their state and add notes; not the sales requests.",
  },
  languages: { fr: "French", en: "English" },
  states: {
    active: "Active",
    invited: "Invited, link valid until {date}",
    invitationExpired: "Invited, link expired on {date}",
    invitedNoLink: "Invited, no link pending",
    disabled: "Disabled since {date}",
  },
  factors: {
    passkey: "Passkey",
    totp: "Authenticator app",
    both: "Passkey and app",
    none: "None",
  },
  done: {
    updated: "{name}'s account is saved.",
    disabled: "{name}'s account is disabled; their sessions have been closed.",
    enabled: "{name}'s account is enabled again.",
    factorsReset:
      "{name}'s second factors are removed: their password signs them in, then they add a new one.",
    removed: "{name}'s account is removed.",
  },
  form: {
    displayName: "Full name",
    email: "E-mail address",
    emailEditHint: "For invitation and reset links, and security notices.",
    username: "Username",
    usernameHint:
      "To sign in. Left empty, it is taken from the start of the e-mail address. 3 to 64 characters: letters, digits, dot, hyphen or underscore.",
    role: "Role",
    language: "Language",
    languageHint: "Of their back office and of the e-mails they will receive.",
  },
  errors: {
    invalid: "Some fields need correcting; nothing was saved.",
    required: "This field is required.",
    tooLong: "This text is too long.",
    email: "This e-mail address is not valid.",
    username: "3 to 64 characters: letters, digits, dot, hyphen or underscore.",
    usernameTaken: "Another account already has this username.",
    emailTaken: "Another account already uses this e-mail address.",
    lastAdmin:
      "{name} is the last active administrator: this account can be neither removed, disabled nor given another role. Make someone else an administrator first.",
    selfDisable:
      "You cannot disable your own account: you would lose access to the back office. Ask another administrator.",
    selfRemove:
      "You cannot remove your own account: you would lose access to the back office. Ask another administrator.",
    notActive: "This account is disabled or has not chosen a password yet.",
    notInvited: "This account has already chosen its password: send a reset link instead.",
  },
  invite: {
    title: "Invite someone",
    intro:
      "They receive a single-use link, valid for 72 hours, to choose their password. Without an e-mail server, the link is shown to you to pass on.",
    submit: "Create the account and invite",
    cancel: "Cancel",
  },
  link: {
    inviteSent: "Invitation sent to {email}. The link works once, for 72 hours.",
    resetSent: "Reset link sent to {email}. It works once, for 30 minutes.",
    title: "Pass this link on yourself",
    invite:
      "Give this link to {name} yourself: it works once, for 72 hours. It will not be shown again.",
    reset:
      "Give this link to {name} yourself: it works once, for 30 minutes. It will not be shown again.",
    why: {
      noSmtp: "No e-mail server is configured.",
      noEmail: "This account has no e-mail address.",
      failed: "Sending the e-mail failed.",
    },
    inviteLabel: "Invitation link for {name}",
    resetLabel: "Reset link for {name}",
    copyHint: "Select the whole link and copy it into your message.",
    created: "{name}'s account is created.",
    back: "Back to the team",
    toAccount: "See {name}'s account",
  },
  edit: {
    title: "{name}'s account",
    back: "Back to the team",
    missing: "This account does not exist (any more).",
    detailsTitle: "Name, role and language",
    save: "Save",
    facts: {
      username: "Username",
      createdAt: "Account created",
      lastSignIn: "Last sign-in",
      state: "State",
      secondFactor: "Second factor",
    },
    selfRole:
      "This is your account: if you leave the administrator role, you will no longer have access to this page.",
    inviteTitle: "Invitation",
    inviteIntro: "A new link, valid for 72 hours; the previous one stops working.",
    resend: "Send the invitation again",
    factorsTitle: "Lost second factor",
    factorsIntro:
      "If this person lost their passkey or phone, remove their second factors (passkeys, authenticator app and recovery codes): their password will sign them in, and they will add a new one. They are told by e-mail.",
    factorsNone: "This account has neither a passkey nor an authenticator app.",
    resetFactors: "Remove their second factors",
    resetTitle: "Forgotten password",
    resetIntro:
      "A single-use link, valid for 30 minutes, to choose a new password. The current password keeps working until the link is used.",
    reset: "Send a password reset link",
    accessTitle: "Access",
    disableIntro:
      "A disabled account can no longer sign in, and its open sessions are closed at once. You can enable it again.",
    disable: "Disable the account",
    enableIntro: "This account is disabled. Enabled again, it can sign in again.",
    enable: "Enable the account",
    removeTitle: "Remove the account",
    removeIntro: "For good. The next page says what goes and what stays, and asks you to confirm.",
    remove: "Remove the account…",
  },
  remove: {
    title: "Remove {name}'s account?",
    goesTitle: "What goes",
    goes: [
      "the account {username}: this person can no longer sign in;",
      "their open sessions, passkeys, authenticator app and recovery codes;",
      "their pending invitation or reset links, and their unsaved article drafts.",
    ],
    staysTitle: "What stays",
    stays: [
      "the activity log, which keeps their name on each action;",
      "articles, pictures, texts and requests, which belong to no account.",
    ],
    alternative: "To cut access without erasing anything, disable the account instead.",
    confirm: "Remove for good",
    cancel: "Cancel",
  },
  mail: {
    greeting: "Hello {name},",
    username: "Your username: {username}",
    signature: `The ${company.shortName} website's back office`,
    invite: {
      subject: "Invitation to the {site} website's back office",
      body: "{sender} invites you to join the back office of the {site} website ({url}), where the team handles the requests the site receives, the articles and the pages. Your role: {role}.",
      open: "To choose your password, open this link:",
      valid: "It works once and stays valid for 72 hours, until {date} (Brussels time).",
      closing:
        "If you did not expect this message, ignore it and tell the person who sent it to you.",
    },
    reset: {
      subject: "Resetting your password: {site}",
      body: "{sender} sends you a link to choose a new password for the back office of the {site} website. Your current password keeps working until you use it.",
      open: "To choose a new password, open this link:",
      valid: "It works once and stays valid for 30 minutes, until {date} (Brussels time).",
      closing:
        "If you did not expect this message, ignore it and tell the person who sent it to you.",
    },
    selfReset: {
      subject: `${company.shortName}: a new password for the website's back office`,
      body: "Someone (you, most likely) asked to change the password of your account.",
      open: "To choose a new one, open this link:",
      valid: "The link works once, for 30 minutes, until {date} (Brussels time).",
      closing: "If you asked for nothing, ignore this message: your current password still works.",
    },
  },
};

export default adminUsers;
