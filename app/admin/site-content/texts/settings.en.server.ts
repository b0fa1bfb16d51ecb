import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./settings.fr.server";

const adminSettings: Translation<typeof fr> = {
  title: "Site settings",
  intro:
    "The company's contact details, opening hours and legal identity, as the site's pages show them in French and in English. What you save is online within seconds.",
  lastSaved: "Last saved: {date}, by {user}.",
  neverSaved: "Nothing has been changed here yet: the site shows the values it came with.",
  save: "Save the settings",
  saved: "Settings saved. The site now shows the new values.",
  unchanged: "No value changed: there was nothing to save.",
  restored: "Old value restored: {field}.",
  invalid: "Some fields need correcting: nothing was saved. Everything you typed is kept below.",
  conflict:
    "Someone else saved the settings while you were editing them: nothing was saved. What you typed is kept below; check the history to see what changed, then save again if your values should win.",
  restoreConflict:
    "The settings were changed in the meantime: nothing was restored. Here is their current state; try again if needed.",
  restoreInvalid: "This old value no longer meets today's rules and cannot be restored.",
  restoreMissing: "This change is not (or no longer) in the history.",
  contact: {
    title: "Contact details",
    intro: "Shown in the header, the footer, the contact page and the legal notice.",
  },
  hours: {
    title: "Opening hours",
    intro:
      "Tick the days people can reach you and give the hours: the site writes the sentence itself in both languages.",
    open: "Open",
    from: "From",
    to: "To",
    preview: "On the site today",
  },
  serviceArea: {
    title: "Service area",
    intro: "One sentence saying where you work, shown on the contact page.",
  },
  social: {
    title: "Social networks",
    intro:
      "The address of the company's page on each network, starting with https://. Leave a network you are not on empty: it will not appear on the site.",
  },
  legal: {
    title: "Legal identity",
    intro:
      "As registered with the Crossroads Bank for Enterprises; shown in the legal notice and the footer.",
    vat: "VAT number",
    vatHint: "Derived from the enterprise number: BE followed by the same 10 digits.",
  },
  acknowledgement: {
    title: "Acknowledgement to the sender",
    intro:
      "E-mailed to the sender, in the form's language, as soon as their request is stored: never for a request held as doubtful, at most one an hour for the same address. It never repeats what the visitor wrote, so that the form cannot be used to send a text of someone's choosing to a third party. The words in braces are replaced when it is sent: {company} (company name), {reference} (request number), {hours} (opening hours), {phone} and {email} (contact details above).",
  },
  languages: {
    title: "Site languages",
    intro:
      'The site is always in French and English. Dutch is added when you tick the box: its pages under /nl, the language switch, the sitemap and the hreflang links follow within seconds. Unticked, the /nl pages answer "page not found" and nothing links to them any more.',
    missing: "Still in English or French on the Dutch pages, for want of a translation:",
    nothingMissing: "Every text of the site has its Dutch version.",
    board: "See the translation board",
  },
  leads: {
    title: "Follow-up of requests",
    intro: "The reminder of a request nobody has opened, and how long requests are kept.",
  },
  fields: {
    phone: "Phone",
    email: "E-mail address",
    "address.street": "Street and number",
    "address.postalCode": "Postcode",
    "address.city": "Town",
    "address.countryFr": "Country, in French",
    "address.countryEn": "Country, in English",
    "address.countryNl": "Country, in Dutch",
    "hours.monday": "Monday's hours",
    "hours.tuesday": "Tuesday's hours",
    "hours.wednesday": "Wednesday's hours",
    "hours.thursday": "Thursday's hours",
    "hours.friday": "Friday's hours",
    "hours.saturday": "Saturday's hours",
    "hours.sunday": "Sunday's hours",
    "serviceArea.fr": "Service area, in French",
    "serviceArea.en": "Service area, in English",
    "serviceArea.nl": "Service area, in Dutch",
    "social.linkedin": "LinkedIn",
    "social.facebook": "Facebook",
    "social.instagram": "Instagram",
    "social.youtube": "YouTube",
    "social.x": "X (Twitter)",
    "legal.name": "Registered name",
    "legal.formFr": "Legal form, in French",
    "legal.formEn": "Legal form, in English",
    "legal.formNl": "Legal form, in Dutch",
    "legal.enterpriseNumber": "Enterprise number (CBE)",
    "ack.subjectFr": "Acknowledgement subject, in French",
    "ack.subjectEn": "Acknowledgement subject, in English",
    "ack.bodyFr": "Acknowledgement text, in French",
    "ack.bodyEn": "Acknowledgement text, in English",
    "ack.subjectNl": "Acknowledgement subject, in Dutch",
    "ack.bodyNl": "Acknowledgement text, in Dutch",
    "languages.nl": "Dutch (Nederlands)",
    "leads.backupEmail": "Backup address for reminders",
    "leads.retentionMonths": "How long requests are kept",
    "leads.mailLanguage": "Language of the company's e-mails",
    "careers.recruitmentEmail": "Address that receives applications",
    "careers.retentionMonths": "How long applications are kept",
  },
  hints: {
    phone:
      "In international form, for instance +32 69 12 34 56: it is also the number a visitor calls by tapping the link on a phone.",
    email: "The public address where visitors write to you.",
    "legal.enterpriseNumber":
      "10 digits, for instance 0456.789.034; the last two are check digits, verified when you save.",
    "leads.backupEmail":
      "Receives a reminder when a new request has not been opened by anyone after 4 working hours (the opening hours above, public holidays excepted). Leave empty to send the reminder to the team address that receives the requests.",
    "leads.retentionMonths":
      "Once this period has passed since its last change, a request is deleted overnight, with its attachments. The privacy policy states this period.",
    "leads.mailLanguage":
      "The language of the e-mail that announces each new request to the team, whatever the language the visitor wrote in.",
    "careers.recruitmentEmail":
      "Each application is e-mailed there, with links to its files in the recruitment area. Leave empty for the team address that receives requests.",
    "careers.retentionMonths":
      "Once this period has passed since its last change, an application is deleted overnight with its files. The privacy policy states this period.",
  },
  careers: {
    title: "Recruitment",
    intro: "The applications received through the Careers page, kept apart from sales requests.",
  },
  errors: {
    required: "This field is required.",
    tooLong: "This text is too long.",
    badCharacter: "This text contains a character that is not allowed, a line break for instance.",
    phone: "Give the number in international form, for instance +32 69 12 34 56 (8 to 15 digits).",
    email: "This e-mail address is not valid (for instance contact@company.be).",
    postalCode: "This postcode is not valid.",
    time: "Not a valid time: use the form 08:30.",
    hoursMissing: "Give the opening and closing times, or untick this day.",
    hoursOrder: "The closing time must come after the opening time.",
    social: "Give the address of a {network} page, starting with https://.",
    enterpriseNumber:
      "This enterprise number is not valid: check the 10 digits (the last two are check digits).",
    placeholder:
      "This text holds an unknown word in braces: only {company}, {reference}, {hours}, {phone} and {email} are replaced.",
    retention: "Choose a period from the list.",
    mailLanguage: "Choose a language from the list.",
  },
  languageNames: { fr: "French", en: "English" },
  history: {
    title: "History of changes",
    intro:
      "Every change, newest first. “Restore” puts a field's old value back; the restoring is recorded here in turn.",
    caption: "The last {count} changes",
    empty: "No changes yet.",
    at: "Date",
    actor: "By",
    field: "Field",
    change: "Old value → new value",
    action: "Action",
    restore: "Restore the old value",
    restoreOf: "Restore the old value of “{field}” ({value})",
    restoredNote: "restoring",
    closed: "closed",
    blank: "(empty)",
    /** A language of the site, switched on or off. */
    on: "on",
    off: "off",
    nobody: "—",
  },
};

export default adminSettings;
