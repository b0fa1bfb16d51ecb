import { company } from "~/platform/content/company";
import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./password.fr.server";

const adminPassword: Translation<typeof fr> = {
  title: "Password",
  notices: {
    subject: `${company.shortName}: your account's security has changed`,
    greeting: "Hello {name},",
    changes: {
      password: "Your account's password was changed.",
      passwordReset: "Your account's password was reset with a link sent by e-mail.",
      passkeyAdded: "A passkey was added to your account.",
      passkeyRemoved: "A passkey was removed from your account.",
      totpEnabled: "Codes from an authenticator app are now asked for at sign-in.",
      totpDisabled: "Codes from an authenticator app are no longer asked for at sign-in.",
      factorsReset:
        'An administrator removed your account\'s second factors (passkeys, authenticator app and recovery codes). At your next sign-in your password is enough; then add a new factor under "Sign-in security".',
      recoveryCodes: "New recovery codes were generated; the old ones no longer work.",
    },
    when: "Date: {date} (Brussels time).",
    notYou:
      "If this was not you, tell an administrator at once: they can disable the account and end all its sessions.",
    signature: `The ${company.shortName} website's back office`,
  },
  policy: {
    problems: {
      tooShort: "The password must be at least 12 characters long.",
      tooLong: "The password cannot be longer than 256 characters.",
      onlySpaces: "The password cannot be only spaces.",
      personal: `The password cannot contain your username, your name, your e-mail address or the name ${company.shortName}.`,
      common:
        "This password is among the most common or already stolen passwords: choose another one.",
      weak: "This password would be guessed too quickly.",
    },
    warnings: {
      straightRow: "A row of keys on the keyboard is quickly guessed.",
      keyPattern: "A short pattern on the keyboard is quickly guessed.",
      simpleRepeat: 'A repeated character ("aaa") is quickly guessed.',
      extendedRepeat: 'A repeated pattern ("abcabc") is quickly guessed.',
      sequences: 'A sequence like "abc" or "123" is quickly guessed.',
      recentYears: "A recent year is quickly guessed.",
      dates: "A date is quickly guessed.",
      topTen: "It is one of the ten most used passwords.",
      topHundred: "It is one of the hundred most used passwords.",
      common: "It is a very common password.",
      similarToCommon: "It is very close to a common password.",
      wordByItself: "A single word is quickly guessed.",
      namesByThemselves: "A first name or surname alone is quickly guessed.",
      commonNames: "Common first names and surnames are quickly guessed.",
      userInputs: "It contains a name linked to you or to the company.",
      pwned: "This password has already leaked in a data breach.",
    },
    suggestions: {
      l33t: 'Replacing a letter with a sign ("@" for "a") fools nobody.',
      reverseWords: "A word spelt backwards fools nobody.",
      allUppercase: "All capitals does not help: add another word instead.",
      capitalization: "A capital first letter hardly helps: add another word instead.",
      dates: "Avoid dates and years linked to you.",
      recentYears: "Avoid recent years.",
      associatedYears: "Avoid years linked to you.",
      sequences: "Avoid sequences of characters.",
      repeated: "Avoid repeated words and characters.",
      longerKeyboardPattern: "Avoid patterns drawn on the keyboard.",
      anotherWord: "Add one or two uncommon words, with spaces between them if you like.",
      useWords: "String several unrelated words together rather than a known phrase.",
      noNeed: "No need for signs or digits: a few unrelated words are enough.",
      pwned: "If you use it elsewhere, change it there too.",
    },
  },
  field: {
    hint: "At least 12 characters. The easiest: four or five unrelated words, spaces allowed.",
    show: "Show",
    showLabel: "Show the password",
    strength: "Strength",
    levels: {
      weak: "weak",
      fair: "fair",
      strong: "strong",
      veryStrong: "very strong",
    },
    status: "Strength: {level}.",
    shortBy: "{count} more character(s) at least.",
    accepted: "This password will be accepted.",
  },
  login: {
    passwordReset:
      "Your password was changed and your sessions were ended. Sign in with the new one.",
  },
  forgot: {
    title: "Forgotten password",
    intro:
      "Enter your e-mail address or your username: we will send you a link to choose a new password.",
    identifier: "E-mail address or username",
    submit: "Send the link",
    sent: "If an account matches, a link is on its way to its e-mail address. It works once, for 30 minutes. Nothing arrived? Look in the junk folder, or ask an administrator for a link.",
    limited: "Too many requests from your address. Try again in {wait}.",
    required: "Enter your e-mail address or your username.",
    noMailTitle: "E-mail is not set up",
    noMail:
      'This server does not send e-mail: no link can reach you this way. Ask an administrator to make you a reset link from the back office\'s "Team" page.',
    back: "Back to sign-in",
  },
  reset: {
    title: "Choose a new password",
    intro:
      "Account {username}. Once the password is changed, every session open on this account is ended.",
    password: "New password",
    submit: "Save the password",
    invalidTitle: "This link no longer works",
    invalidBody:
      "A reset link works once and expires after 30 minutes; a new request also cancels the earlier links. Ask for a new one.",
    next: "Ask for a new link",
  },
  welcome: {
    title: "Welcome",
    intro: `You are invited to the ${company.shortName} website's back office. Check who you are, then choose your password.`,
    name: "Name",
    username: "Username",
    email: "E-mail address",
    role: "Role",
    password: "Your password",
    submit: "Save and enter",
    invalidTitle: "This invitation no longer works",
    invalidBody:
      "An invitation works once and expires after 72 hours. Ask the administrator who invited you to send it again.",
    next: "Go to sign-in",
  },
};

export default adminPassword;
