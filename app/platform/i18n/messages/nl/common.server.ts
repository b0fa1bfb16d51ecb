import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/common.server";

const common: Translation<typeof fr> = {
  skipToContent: "Naar de hoofdinhoud",
  tagline:
    "Industriële procestechniek in België en Noord-Frankrijk: automatisering, leidingwerk, processkids, waterbehandeling en turnkey installatie.",
  nav: {
    label: "Hoofdnavigatie",
    home: "Home",
    automation: "Automatisering",
    piping: "Industrieel leidingwerk",
    process: "Proces",
    foodBeverage: "Voeding en dranken",
    pharma: "Farma",
    brewery: "Brouwerij",
    meura: "Meura-filtratie",
    safety: "Veiligheid",
    water: "Water",
    waterClean: "Proceswater",
    waterWaste: "Afvalwater",
    projects: "Realisaties",
    contact: "Contact",
    blog: "Technische blog",
    careers: "Vacatures",
    legal: "Wettelijke vermeldingen",
    privacy: "Privacybeleid",
    documents: "Documenten",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    menuTitle: "Menu",
  },
  header: {
    homeLink: `${company.name}, terug naar de startpagina`,
    contactButton: "Offerte aanvragen",
    callLabel: "Bel ons: {phone}",
    languageLabel: "Taal van de website",
    // Each language keeps its own name, whatever the page's language.
  },
  footer: {
    about:
      "Studiebureau en installateur voor de voedingsindustrie, brouwerijen, farma, chemie en waterbehandeling, in België en Noord-Frankrijk.",
    servicesTitle: "Onze diensten",
    resourcesTitle: "Meer lezen",
    blog: "Technische blog",
    projects: "Onze realisaties",
    documents: "Technische documenten",
    socialTitle: "Volg ons",
    socialLabel: "{network} (nieuw tabblad)",
    contactTitle: "Contact",
    phoneLabel: "Telefoon",
    emailLabel: "E-mail",
    legalTitle: "Juridische informatie",
    rights: "Alle rechten voorbehouden.",
  },
  cookie: {
    message:
      "Deze website gebruikt geen advertentie- of statistiekcookies: alleen uw keuze over deze melding wordt in uw browser bewaard.",
    learnMore: "Lees ons privacybeleid",
    accept: "Akkoord",
    label: "Informatie over cookies",
  },
  cta: {
    title: "Een industrieel project in voorbereiding?",
    text: "Bespreek het met onze ingenieurs: binnen 48 werkuren krijgt u een eerste analyse en een voorstel voor de volgende stappen.",
    button: "Contacteer ons",
  },
  notFound: {
    title: "404 Page Not Found",
    subtitle: "Pagina niet gevonden",
    text: "De pagina die u zoekt, bestaat niet of werd verplaatst. Controleer het adres of begin opnieuw op de startpagina.",
    home: "Terug naar de startpagina",
    contact: "Contacteer ons",
    metaTitle: "Pagina niet gevonden",
  },
  states: {
    error: "Er is een fout opgetreden.",
    loading: "Bezig met laden...",
  },
  toast: {
    region: "Meldingen ({hotkey})",
    close: "Sluiten",
  },
  learnMore: "Meer weten",
};

export default common;
