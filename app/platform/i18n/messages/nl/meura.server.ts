import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/meura.server";

const meura: Translation<typeof fr> = {
  meta: {
    title: "Meura-filtratie: maischfilters",
    description: `Als partner van Meura integreert, installeert en onderhoudt ${company.shortName} de maischfilters Meura Micro en Junior in België en Noord-Frankrijk.`,
  },
  hero: {
    eyebrow: "Filtratiepartner",
    title: "Meura: wortfiltratie met een maischfilter",
    intro: `${company.shortName} integreert, installeert en onderhoudt Meura-maischfilters in brouwerijen in België en Noord-Frankrijk.`,
    cta: "Uw project bespreken",
  },
  history: {
    eyebrow: "Geschiedenis",
    title: "Belgisch vakmanschap sinds 1845",
    paragraphs: [
      "Meura is een Belgisch bedrijf, opgericht in 1845 en gespecialiseerd in brouwerijuitrusting. Zijn maischfilter heeft zich ver buiten België doorgezet: ongeveer 25 % van de wereldwijde bierproductie wordt gefilterd met een Meura-filter.",
      "Voor een brouwerij betekent dat: steunen op een technologie die op grote schaal bewezen is, in modellen die ook bij kleinere volumes passen.",
    ],
    stats: [
      { value: "1845", label: "Oprichtingsjaar van Meura, in België" },
      { value: "≈ 25 %", label: "Van de wereldwijde bierproductie gefilterd met een Meura-filter" },
    ],
  },
  technology: {
    eyebrow: "Technologie",
    title: "De maischfilter met dunne filterlaag",
    paragraphs: [
      "In een filterkuip wordt het beslag gefilterd door een dikke laag bostel, die zelf als filtermedium dient. Een maischfilter werkt anders: het beslag wordt verdeeld over een reeks kamers die afgesloten zijn met filterdoeken, waarin zich een dunne, gelijkmatige bostellaag vormt.",
      "Die filtratie over een dunne laag scheidt het wort snel af; daarna wordt de bostel uitgewassen om het extract te recupereren en vervolgens uitgeperst voor hij afgevoerd wordt. In de snelle modus duurt elke filtratie minder dan 35 minuten, en de technologie is geschikt voor brouwerijen tot 100 hl.",
    ],
    stats: [
      { value: "Dunne laag", label: "Filtratie over een fijne, gelijkmatige bostellaag" },
      { value: "< 35 min", label: "Per filtratie, in de snelle modus" },
      { value: "100 hl", label: "Geschikt voor brouwerijen tot 100 hl" },
    ],
    imageAlt: "Platenfilter naast drie inox brouwketels in een brouwzaal",
  },
  advantages: {
    eyebrow: "Voordelen",
    title: "Waarom een maischfilter",
    items: [
      {
        title: "Ritme",
        description:
          "Korte, regelmatige filtraties van elk minder dan 35 minuten in de snelle modus, zodat u meer brouwsels per dag kunt doen.",
      },
      {
        title: "Extractie",
        description:
          "De dunne laag verdraagt een fijnere maling dan een filterkuip, wat de extractie van het wort tijdens het brouwen ten goede komt.",
      },
      {
        title: "Vrijheid in recepten",
        description:
          "Het zijn de doeken die filteren, niet de kafjes van de mout: uw recepten kunnen meer tarwe of ongemoute granen bevatten.",
      },
      {
        title: "Reproduceerbaarheid",
        description:
          "Een geautomatiseerde cyclus met dezelfde parameters van brouwsel tot brouwsel, voor een wort van constante kwaliteit.",
      },
    ],
  },
  models: {
    eyebrow: "Gamma",
    title: "Twee modellen: Micro en Junior",
    intro:
      "Twee formaten van Meura-maischfilters, te kiezen volgens de hoeveelheid moutschroot per brouwsel en de organisatie van uw brouwdag.",
    capacityLabel: "moutschroot maximaal",
    featuresLabel: "Kenmerken",
    items: [
      {
        name: "Meura Micro",
        tagline: "Het compacte formaat voor kleine brouwsels",
        capacity: "600 kg",
        features: [
          "Tot 600 kg moutschroot",
          "Minder dan 100 minuten per filtratiecyclus",
          "3 tot 4 brouwsels per brouwdag van 10 tot 12 uur",
          `Geïntegreerd, geïnstalleerd en onderhouden door ${company.shortName}`,
        ],
      },
      {
        name: "Meura Junior",
        tagline: "Voor grotere brouwsels",
        capacity: "3 t",
        features: [
          "Tot 3 ton moutschroot",
          "Ongeveer 14 uur per brouwdag",
          `Geïntegreerd, geïnstalleerd en onderhouden door ${company.shortName}`,
        ],
      },
    ],
  },
  partnership: {
    eyebrow: "Partnerschap",
    title: `${company.shortName}, uw Meura-partner in België en Noord-Frankrijk`,
    paragraphs: [
      `${company.shortName} integreert, installeert en onderhoudt Meura-filters in België en Noord-Frankrijk.`,
      "We nemen alles rond de filter voor onze rekening, zodat hij netjes in uw brouwzaal en uw werkorganisatie past, met één aanspreekpunt van de eerste opmeting tot het onderhoud.",
    ],
    items: [
      "Integratiestudie: inplanting, aansluitingen en nutsvoorzieningen",
      "Inox leidingwerk tussen maischketel, filter en kookketel",
      "Koppeling met de automatisering van het brouwproces en de SCADA",
      "Installatie, opstart en opleiding van uw brouwers",
      "Onderhoud van de filter",
    ],
    link: "Onze brouwerijinstallaties bekijken",
  },
  cta: {
    title: "Een project voor wortfiltratie?",
    text: "Laten we het hebben over uw volumes, uw recepten en uw brouwzaal: samen bekijken we welke Meura-filter het best bij u past.",
    button: "Een studie aanvragen",
  },
};

export default meura;
