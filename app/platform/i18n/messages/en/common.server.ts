import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/common.server";

const common: Translation<typeof fr> = {
  skipToContent: "Skip to main content",
  tagline:
    "Industrial process engineering in Belgium and northern France: automation, piping, process skids, water treatment and turnkey installation.",
  nav: {
    label: "Main navigation",
    home: "Home",
    automation: "Automation",
    piping: "Industrial piping",
    process: "Process",
    foodBeverage: "Food & beverage",
    pharma: "Pharmaceutical",
    brewery: "Brewery",
    meura: "Meura filtration",
    safety: "Safety",
    water: "Water",
    waterClean: "Process water",
    waterWaste: "Wastewater",
    projects: "Client projects",
    contact: "Contact",
    blog: "Technical blog",
    careers: "Careers",
    legal: "Legal notice",
    privacy: "Privacy policy",
    documents: "Documents",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  header: {
    homeLink: `${company.name}, back to the home page`,
    contactButton: "Request a quote",
    callLabel: "Call us: {phone}",
    languageLabel: "Site language",
  },
  footer: {
    about:
      "Engineering and installation contractor for food and beverage, breweries, pharmaceuticals, chemicals and water treatment, across Belgium and northern France.",
    servicesTitle: "Our services",
    resourcesTitle: "Resources",
    blog: "Technical Blog",
    projects: "Client projects",
    documents: "Technical documents",
    socialTitle: "Follow us",
    socialLabel: "{network} (opens in a new tab)",
    contactTitle: "Contact",
    phoneLabel: "Phone",
    emailLabel: "Email",
    legalTitle: "Legal information",
    rights: "All rights reserved.",
  },
  cookie: {
    message:
      "This site uses no advertising or analytics cookies: only your choice about this notice is kept in your browser.",
    learnMore: "Read the privacy policy",
    accept: "Accept",
    label: "Cookie notice",
  },
  cta: {
    title: "Planning an industrial project?",
    text: "Talk to our engineers: we reply within two working days with a first assessment and the next steps.",
    button: "Contact us",
  },
  notFound: {
    title: "404 Page Not Found",
    subtitle: "Page not found",
    text: "The page you are looking for does not exist or has moved. Check the address or start again from the home page.",
    home: "Back to the home page",
    contact: "Contact us",
    metaTitle: "Page not found",
  },
  states: {
    error: "An error occurred.",
    loading: "Loading...",
  },
  toast: {
    region: "Notifications ({hotkey})",
    close: "Close",
  },
  learnMore: "Learn more",
};

export default common;
