import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./fr.server";

const adminRedirects: Translation<typeof fr> = {
  list: {
    title: "Redirects",
    intro:
      "The site's old addresses and the page each leads to now. A redirect applies on every server within 2 seconds.",
    add: "Add a redirect",
    import: "Import a list (CSV)",
    caption: "{count} redirect(s), by old address",
    empty: "No redirects yet.",
    columns: {
      source: "Old address",
      target: "Leads to",
      status: "Type",
      hits: "Visits",
      lastHit: "Last visit",
      actions: "Actions",
    },
    never: "never",
    edit: "Edit",
    remove: "Delete",
    permanent: "301 permanent",
    temporary: "302 temporary",
    keepRest: "rest of the address kept",
    added: "The redirect has been added.",
    saved: "The redirect has been changed.",
    deleted: "The redirect has been deleted.",
    pagination: "Redirect pages",
    newer: "Previous",
    older: "Next",
    page: "Page {page} of {pages}",
    dismissed: "The address has been removed from the log.",
  },
  notFound: {
    title: "Addresses not found (404)",
    intro:
      "Addresses visitors asked for that the site does not have, the most asked first. No IP address and no parameters are kept; at most {max} addresses are.",
    caption: "{count} address(es) not found",
    empty: "No address not found recorded.",
    columns: { path: "Address", hits: "Requests", lastSeen: "Last request", actions: "Actions" },
    redirect: "Redirect",
    redirectLabel: "Redirect {path}",
    dismiss: "Remove",
    dismissLabel: "Remove {path} from the log",
    pagination: "Log pages",
    newer: "More asked",
    older: "Less asked",
    page: "Page {page} of {pages}",
  },
  form: {
    newTitle: "New redirect",
    editTitle: "Edit the redirect",
    source: "Old address",
    sourceHint:
      "The old page's path, for instance /produits/vannes.html. Ending in /* it redirects everything that starts so (/old/products/*).",
    targetKind: "It leads to",
    kinds: { page: "A page of the site", article: "An article", url: "An outside address" },
    page: "Page",
    article: "Article",
    url: "Outside address",
    urlHint: "A full address starting with https://",
    status: "Kind of redirect",
    statuses: {
      "301": "Permanent (301): the old address will not come back",
      "302": "Temporary (302): the old address will come back",
    },
    keepRest: "Keep the rest of the address",
    keepRestHint:
      "For an address ending in /*: /old/products/valves then leads to the target followed by /valves. Otherwise they all lead to the target itself.",
    save: "Save",
    cancel: "Back to the list",
    missing: "This redirect no longer exists.",
    refused: "The redirect was not saved: correct what is shown.",
  },
  errors: {
    required: "This field is required.",
    invalid: "This address is not valid.",
    tooLong: "This address is too long.",
    reserved:
      "This address belongs to the site itself (back office, API, files) and cannot be redirected.",
    livePage: "This address is a page of the site: it cannot be redirected.",
    exists: "This old address is already redirected (to {target}).",
    notHttps: "An outside address must start with https://.",
    unknownTarget: "This target is neither a page nor an article of the site.",
    loop: "This redirect would lead to itself: choose another target.",
    chainAfter: "The target is itself redirected ({source} → {target}): choose {target} directly.",
    chainBefore:
      "Another redirect already leads to this old address ({source}): change it first to lead to the new target.",
  },
  remove: {
    title: "Delete the redirect?",
    question: "{source} will no longer lead to {target}: visitors will get a 404 page.",
    confirm: "Delete",
    cancel: "Cancel",
  },
  import: {
    title: "Import redirects",
    intro:
      "Paste a list exported from a spreadsheet: one redirect per line, columns separated by “;”: old address; new address; 301 or 302 (optional); “yes” to keep the rest of the address (optional). An old address already redirected is reported and never replaced.",
    text: "List",
    submit: "Import",
    report: "{added} redirect(s) added, {conflicts} conflict(s), {refused} line(s) refused.",
    skipped: "{count} line(s) past the limit were not read: import them separately.",
    conflicts: "Conflicts (already redirected, left as they are)",
    refusedTitle: "Refused lines",
    line: "Line {line}",
    back: "Back to the redirects",
  },
};

export default adminRedirects;
