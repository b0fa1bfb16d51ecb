import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./fr.server";

const adminAnalytics: Translation<typeof fr> = {
  title: "Page audience",
  intro:
    "How many times each page of the site was read, how many requests were sent from each, and which outside sites sent readers to it. Without cookies or JavaScript: the server counts the pages it sends, and keeps no visitor's address, identity or browser.",
  counting:
    "Not counted: known bots, the back office's pages, and pages the browser loaded ahead while the mouse rested on a link, even when the visitor then opens them: the figures are lower than the real reading. Today's figures arrive within seconds.",
  since: "Counting since {date}.",
  notYet: "No view counted yet.",
  filters: {
    title: "Period and page",
    apply: "Show",
    reset: "The last 30 days",
    from: "From",
    to: "To",
    page: "Page",
    anyPage: "All pages",
    errors: {
      from: "Choose a valid date.",
      to: "Choose a valid date, no earlier than the first day.",
      path: "Choose a page from the list.",
    },
  },
  period: "From {from} to {to}",
  pages: {
    title: "Pages",
    caption: "{count} page(s), most read first",
    page: "Page",
    views: "Views",
    requests: "Requests sent from the page",
    perThousand: "Requests per 1,000 views",
    none: "—",
    empty: "No page read and no request received over this period.",
    total: "All pages",
  },
  sites: {
    title: "Outside sites",
    intro:
      "The sites readers came from (their name only, never the address of the page that sent them).",
    site: "Site",
    visits: "Readers sent",
    empty: "No reader came from another site over this period.",
  },
  exportPages: "Export the pages (CSV)",
  exportSites: "Export the outside sites (CSV)",
  csv: {
    page: "Page",
    views: "Views",
    requests: "Requests",
    perThousand: "Requests per 1,000 views",
    site: "Outside site",
    visits: "Readers sent",
    file: { pages: "page-audience", sites: "outside-sites" },
  },
};

export default adminAnalytics;
