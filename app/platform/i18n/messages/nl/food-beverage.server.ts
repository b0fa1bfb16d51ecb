import type { Translation } from "../../translation";
import type fr from "../fr/food-beverage.server";

const foodBeverage: Translation<typeof fr> = {
  meta: {
    title: "Procestechniek voor voeding en dranken: skids en tanks",
    description:
      "Processkids, bereidingstanks, pasteurisatie, CIP, dosering en transfer: hygiënische installaties in inox 316L, van studie tot opstart.",
  },
  hero: {
    eyebrow: "Voeding en dranken",
    title: "Procestechniek voor voeding en dranken",
    intro:
      "Skids, bereidingstanks, pasteurisatie en CIP-installaties in inox 316L: we ontwerpen, bouwen en starten hygiënische installaties op die uw eisen inzake kwaliteit, rendement en traceerbaarheid waarmaken.",
    cta: "Uw project bespreken",
  },
  why: {
    eyebrow: "Waarom u uw proces aan ons toevertrouwt",
    title: "Een hygiënisch proces staat of valt met de details",
    paragraphs: [
      "Een dode zone van enkele centimeters, een slecht gebeitste las of een te klein afschot volstaan om productresten te laten achterblijven en een lot in gevaar te brengen. We ontwerpen elke installatie volgens de EHEDG-principes van hygiënisch ontwerp: inox 316L, orbitaal lassen, hygiënische koppelingen, volledige aflaatbaarheid en aantoonbare reinigbaarheid.",
      "We werken al vanaf het voorontwerp samen met uw productie- en kwaliteitsteams: massabalans, thermische en hydraulische dimensionering, P&ID, 3D-inplanting, en daarna bouw, installatie en opstart bij u ter plaatse, in België en in Hauts-de-France.",
    ],
    sectorsTitle: "Sectoren waarvoor we werken",
    sectors: [
      "Zuivelbedrijven, kaasmakerijen en zuiveldesserts",
      "Sappen, siropen en frisdranken",
      "Sauzen, soepen en bereide maaltijden",
      "Chocolade, suikerwerk en koekjes",
      "Brouwerijen, ciderbedrijven en gefermenteerde dranken",
    ],
  },
  services: {
    eyebrow: "Onze oplossingen",
    title: "Vijf bouwstenen voor uw lijn",
    intro:
      "Van een losse module tot een volledige lijn: elk toestel wordt gedimensioneerd voor uw product, met zijn viscositeit, deeltjes, warmtegevoeligheid en de frequentie van receptwissels.",
    items: [
      {
        title: "Processkids",
        description:
          "Voorgemonteerde modules op een inox frame met pompen, warmtewisselaars, kleppen, instrumentatie en bedieningskast. Ze zijn snel aangesloten en verhuizen mee met uw lijn.",
        points: [
          "Leidingwerk in 316L, orbitaal gelast",
          "Bekabeling en PLC-programmatie inbegrepen",
          "FAT in ons atelier, SAT bij u ter plaatse",
        ],
      },
      {
        title: "Bereidings- en mengtanks",
        description:
          "Tanks met enkele of dubbele mantel, al dan niet geïsoleerd, met een roerwerk gekozen volgens het product: schroef, schraapanker of turbine met hoge afschuiving voor poeders.",
        points: [
          "Hygiënische bodems en volledige aflaat",
          "CIP-sproeibollen of -reinigingskoppen",
          "Continue meting van gewicht, niveau en temperatuur",
        ],
      },
      {
        title: "Warmtebehandeling en pasteurisatie",
        description:
          "Platen- of buizenpasteurs met heethoudcel, energierecuperatie door regeneratie, koeling en temperatuurbehoud voor gevoelige producten.",
        points: [
          "Registratie van tijd en temperatuur voor HACCP",
          "Automatische omleiding bij een pasteurisatiefout",
          "Nauwkeurige regeling van de verwarming met warm water of stoom",
        ],
      },
      {
        title: "CIP-installaties",
        description:
          "Centrale of decentrale cleaning-in-place-installaties, met één, twee of drie tanks (water, loog, zuur) en recuperatie van de oplossingen.",
        points: [
          "Bewaking van geleidbaarheid, temperatuur en debiet",
          "Recepten per circuit, elke cyclus geregistreerd",
          "Minder verbruik van water en reinigingsmiddelen",
        ],
      },
      {
        title: "Dosering en transfer",
        description:
          "Massa- of volumetrische dosering van vloeibare ingrediënten (vloeibare suiker, aroma's, kleurstoffen, additieven) en transfer met centrifugaal- of verdringerpompen die bij het product passen.",
        points: [
          "Massadebietmeters en doseerkleppen",
          "Pigging van de leidingen om productverlies te beperken",
          "Koppelbochten en transferpanelen",
        ],
      },
    ],
    custom: {
      title: "Een behoefte die niet in de catalogus staat?",
      text: "Een viskeus, deeltjesrijk of afschuifgevoelig product, weinig plaats, een bestaand toestel dat hergebruikt moet worden: we bekijken uw geval.",
      link: "Uw behoefte voorleggen",
    },
  },
  build: {
    eyebrow: "Van ons atelier naar uw lijn",
    title: "Voorbereid in ons atelier, zonder verrassingen geïntegreerd",
    items: [
      {
        title: "Skids die klaar voor aansluiting geleverd worden",
        text: "De skids worden voor verzending geassembleerd, bekabeld en met water getest: sequenties, beveiligingen en regelkringen zijn gecontroleerd buiten uw fabriek. Ter plaatse moeten alleen de nutsvoorzieningen en de productleidingen nog aangesloten worden, zodat de productiestilstand tot het strikte minimum beperkt blijft.",
        points: [
          "Watertesten en simulatie van de sequenties voor verzending",
          "Materiaalcertificaten 3.1, las- en testrapporten",
          "Aansluiting en opstart door hetzelfde team",
        ],
        image: {
          alt: "Processkid op een inox frame: tank met roerwerk, centrifugaalpomp, platenfilter en bedieningskast in een betegelde ruimte",
        },
      },
      {
        title: "Een beheerste integratie in de bestaande lijn",
        text: "Tanks, skids en leidingen moeten passen in een productieruimte die draait. We meten het bestaande op, plannen de aansluitingen tijdens uw geplande stilstanden en passen de automatisering aan, zodat de nieuwe sectie met uw SCADA communiceert.",
        points: [
          "Opmeting van het bestaande en 3D-inplanting",
          "Werken afgestemd op uw lijnstilstanden",
          "Integratie in uw PLC's en uw SCADA",
        ],
        image: {
          alt: "Drie inox bereidingstanks op een platform, verbonden met een verpakkingslijn die een operator met een tablet opvolgt",
        },
      },
    ],
  },
  advantages: {
    eyebrow: "Uw voordelen",
    title: "Wat het u oplevert",
    items: [
      {
        title: "Voedselveiligheid",
        description:
          "Hygiënisch ontwerp, materialen voor levensmiddelencontact conform Verordening (EG) nr. 1935/2004 en traceerbaarheid van de kritieke parameters voor uw HACCP-plan.",
      },
      {
        title: "Lijnrendement",
        description:
          "Minder productverlies, snellere receptwissels en geautomatiseerde sequenties: uw OEE stijgt zonder extra personeel.",
      },
      {
        title: "Water en energie",
        description:
          "Recuperatie van de CIP-oplossingen, warmteregeneratie op de pasteurs en frequentieregelaars op de pompen.",
      },
      {
        title: "Eén aanspreekpunt",
        description:
          "Proces, leidingwerk, elektriciteit en automatisering onder één verantwoordelijkheid, van studie tot opstart.",
      },
      {
        title: "Uitbreidbaarheid",
        description:
          "Modulaire installaties, gedimensioneerd om een extra tank of skid te kunnen bijplaatsen zonder alles te herzien.",
      },
      {
        title: "Volledig dossier",
        description:
          "Bijgewerkte P&ID's, materiaalcertificaten, testrapporten, CE- en eventueel PED-verklaringen, handleidingen en opleiding van uw operatoren.",
      },
    ],
  },
  cta: {
    title: "Een project voor een lijn, een tank of een skid?",
    text: "Beschrijf ons uw product, uw debieten en uw hygiëne-eisen: een procesingenieur neemt contact met u op om het te bespreken.",
    button: "Uw project bespreken",
  },
};

export default foodBeverage;
