import type { Translation } from "../../translation";
import type fr from "../fr/brewery.server";

const brewery: Translation<typeof fr> = {
  meta: {
    title: "Brouwerijinstallaties: brouwzaal, tanks en CIP",
    description:
      "Brouwzalen, gist- en lagertanks, CIP, glycol en automatisering voor ambachtelijke en industriële brouwerijen, in België en Frankrijk.",
  },
  hero: {
    eyebrow: "Brouwerij",
    title: "Brouwerijinstallaties en -uitrusting",
    intro:
      "Brouwzalen, gist- en lagertanks, CIP, leidingwerk, glycol en automatisering: we begeleiden ambachtelijke en industriële brouwerijen in België en Noord-Frankrijk, van het eerste brouwsel tot de schaalvergroting.",
    cta: "Uw brouwerij bespreken",
  },
  why: {
    eyebrow: "Waarom wij",
    title: "Ingenieurs die de taal van de brouwer spreken",
    paragraphs: [
      "We vertrekken van uw recepten, uw brouwplanning en uw volumes om de installatie te dimensioneren: grootte en aantal brouwsels per dag, aantal gisttanks en lagertanks, koelvermogen, behoefte aan warm water en energie.",
      "Ketelmakerij, inox leidingwerk, elektriciteit en automatisering worden op één werf gecoördineerd, met een planning die op uw productie afgestemd is. U houdt één aanspreekpunt, van studie tot opstart.",
    ],
    imageAlt:
      "Brouwzaal: platenfilter en drie inox brouwketels op een platform, verbonden door leidingen",
  },
  services: {
    eyebrow: "Onze diensten",
    title: "De hele brouwerij, van moutschroot tot heldere-biertank",
    intro:
      "We leveren volledige installaties of vullen uw bestaande installatie aan, in inox en met hygiënische koppelingen die voldoen aan de eisen van een brouwerij.",
    items: [
      {
        title: "Brouwzaal",
        description:
          "Maischketel, filterkuip of maischfilter, kookketel, whirlpool en wortkoeler, gedimensioneerd voor uw brouwsels en uw ritme.",
      },
      {
        title: "Gist- en lagertanks",
        description:
          "Cilindroconische gisttanks en geïsoleerde lagertanks met glycolmantel, met kleppen, carbonatatie, gistafvoer en heldere-biertanks voor de afvulling.",
      },
      {
        title: "Cleaning-in-place (CIP)",
        description:
          "CIP-installatie met tanks voor loog, zuur en recuperatiewater, verwarming en aanvoer- en retourpompen, om tanks en leidingen automatisch te reinigen in reproduceerbare cycli.",
      },
      {
        title: "Leidingwerk en nutsvoorzieningen",
        description:
          "Hygiënisch inox leidingwerk, transferpanelen, glycolnet en koelgroep, warm water en stoom, perslucht, CO₂ en stikstof.",
      },
      {
        title: "Automatisering van het brouwproces",
        description:
          "Beheer van recepten en maischrusten, temperatuurregeling van de gisting per tank, traceerbaarheid van de brouwsels en SCADA die van op afstand bereikbaar is.",
      },
    ],
    custom: {
      title: "Een toestel dat vervangen of bijgeplaatst moet worden?",
      text: "Een nieuwe gisttank, een tweedehandse brouwzaal die opnieuw opgebouwd moet worden, een kelderuitbreiding: we werken ook aan bestaande installaties.",
      link: "Vertel ons erover",
    },
  },
  references: {
    eyebrow: "Referenties",
    title: "Enkele brouwerijen die we uitgerust hebben",
    intro:
      "Uit discretie tegenover onze klanten noemen we hun naam niet: dit is het soort projecten dat we uitvoerden.",
    items: [
      {
        name: "Ambachtelijke brouwerij, Henegouwen",
        description:
          "Brouwerij van 20 hl: brouwzaal met twee ketels, vier gisttanks van 40 hl en een mobiele CIP-installatie.",
      },
      {
        name: "Microbrouwerij, regio Rijsel",
        description:
          "Kelderuitbreiding: drie lagertanks van 20 hl, glycolnet en temperatuurregeling per tank.",
      },
      {
        name: "Familiebrouwerij, provincie Namen",
        description:
          "Vervanging van de brouwzaal door een installatie van 50 hl en automatisering van de recepten.",
      },
      {
        name: "Streekbrouwerij, West-Vlaanderen",
        description:
          "Nieuwe gistkelder: acht cilindroconische tanks van 100 hl, inox leidingwerk en transferpanelen.",
      },
      {
        name: "Industriële brouwerij, Hauts-de-France",
        description:
          "Centrale CIP-installatie met drie tanks en recuperatie van de oplossingen, aangesloten op de brouwzaal en de kelders.",
      },
      {
        name: "Coöperatieve brouwerij, Waals-Brabant",
        description:
          "Volledige automatisering van het brouwproces: PLC, SCADA, receptbeheer en traceerbaarheid van de brouwsels.",
      },
    ],
  },
  advantages: {
    eyebrow: "Uw voordelen",
    title: "Wat samenwerken met ons u oplevert",
    items: [
      "Eén aanspreekpunt voor ketelmakerij, leidingwerk, elektriciteit en automatisering",
      "Installaties gedimensioneerd voor uw recepten, uw volumes en uw ritme",
      "Een constant bier dankzij een nauwkeurige regeling van het maischen en de gisting",
      "Beheerste exploitatiekosten: warmterecuperatie bij het koelen van het wort, CIP met recuperatie van de oplossingen",
      "Werken die zo gepland worden dat uw brouwsels zo weinig mogelijk onderbroken worden",
      "Opvolging na de opstart: onderhoud, wisselstukken en technische ondersteuning",
    ],
  },
  growth: {
    eyebrow: "Groei",
    title: "Van ambachtelijke brouwerij tot industriële capaciteit",
    intro:
      "Veel brouwerijen beginnen met een compacte brouwzaal en enkele gisttanks, tot de vraag hun capaciteit overstijgt. We ontwerpen van bij de start een installatie die met u mee kan groeien.",
    stages: [
      {
        title: "Op een goede basis starten",
        description:
          "Plaats voorbehouden voor nieuwe tanks, collectoren en glycolnet gedimensioneerd voor de uitbreiding, automatisering voorzien om extra toestellen op te nemen.",
      },
      {
        title: "De capaciteit verhogen",
        description:
          "Extra gist- en lagertanks, meer brouwsels per dag, meer koelvermogen en een grotere CIP, zonder de productie langer stil te leggen dan nodig.",
      },
      {
        title: "Naar industriële schaal",
        description:
          "Een nieuwe brouwzaal, wortfiltratie met een maischfilter, centrale SCADA en volledige traceerbaarheid, van grondstof tot afvulling.",
      },
    ],
    meuraText: "Voor de wortfiltratie integreren we de maischfilters van onze partner Meura.",
    meuraLink: "Meer over Meura-filtratie",
  },
  cta: {
    title: "Een nieuwe brouwerij of een uitbreiding in het vooruitzicht?",
    text: "Vertel ons over uw bieren, uw volumes en uw ambities: we helpen u de installatie te dimensioneren die bij u past.",
    button: "Uw brouwerij bespreken",
  },
};

export default brewery;
