import type { Translation } from "../../translation";
import type fr from "../fr/water-waste.server";

const waterWaste: Translation<typeof fr> = {
  meta: {
    title: "Behandeling van industrieel afvalwater",
    description:
      "Voorbehandeling, fysico-chemie, aerobe en anaerobe biologie, membranen en slib: turnkey industriële waterzuiveringsinstallaties in België en Frankrijk.",
  },
  hero: {
    title: "Behandeling van industrieel afvalwater",
    intro:
      "Van roosters tot slibontwatering: we ontwerpen en installeren waterzuiveringsinstallaties voor uw afvalwater uit de voedingsindustrie, brouwerijen, chemie of farma.",
    cta: "Uw afvalwater laten analyseren",
  },
  why: {
    eyebrow: "Wat er op het spel staat",
    title: "Waarom uw afvalwater behandelen?",
    intro:
      "Industrieel afvalwater met veel CZV, vetten of stikstof is niet alleen een wettelijke verplichting: het is een kostenpost die u kunt verlagen, en een bron die u kunt terugwinnen.",
    points: [
      {
        title: "Uw lozingsvoorwaarden naleven",
        description:
          "Uw omgevingsvergunning (in Wallonië de milieuvergunning, in Frankrijk het prefectorale ICPE-besluit) legt grenswaarden op voor CZV, BZV5, zwevende stoffen, stikstof, fosfor, pH en temperatuur. Een overschrijding kan leiden tot een aanmaning en zelfs tot een schorsing van de activiteit.",
      },
      {
        title: "Heffingen en bijdragen verlagen",
        description:
          "De Vlaamse heffing op waterverontreiniging, de Waalse heffing op het lozen van industrieel afvalwater en de bijdragen aan de Franse agences de l'eau worden berekend op de geloosde vuilvracht. Wie CZV en zwevende stoffen aan de bron verlaagt, ziet de jaarlijkse factuur meteen dalen.",
      },
      {
        title: "Uw verantwoordelijkheid voor het milieu opnemen",
        description:
          "Uw klanten, de retail en uw aandeelhouders vragen bewijzen. Een beheerste en gemeten lozing voedt uw duurzaamheidsrapportering en uw ISO 14001-⁠certificering.",
      },
      {
        title: "Water hergebruiken",
        description:
          "Gezuiverd water dat verder behandeld wordt met ultrafiltratie en omgekeerde osmose kan koeltorens voeden, dienen voor het voorspoelen bij de CIP of voor het reinigen van vloeren, en zo uw wateronttrekking evenveel verminderen.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologieën",
    title: "Zes procesfamilies, gecombineerd volgens uw afvalwater",
    intro:
      "Geen enkele zuiveringslijn is standaard: de samenstelling van het afvalwater, de schommelingen over 24 uur en uw lozingsdoelen bepalen de volgorde van de stappen.",
    categories: [
      {
        name: "Voorbehandeling",
        methods: [
          "Fijne roosters en trommelzeven van 0,5 tot 3 mm",
          "Zandvang en olie- en vetafscheiding",
          "Buffer- en egalisatiebekken met menging",
        ],
      },
      {
        name: "Fysico-chemische behandeling",
        methods: [
          "Coagulatie en flocculatie",
          "Flotatie met opgeloste lucht (DAF)",
          "Neutralisatie en pH-correctie",
          "Precipitatie van fosfor en metalen",
        ],
      },
      {
        name: "Aerobe biologie",
        methods: [
          "Laagbelast actief slib",
          "MBBR: biofilm op zwevende dragers",
          "SBR: sequentiële batchreactor",
          "Nitrificatie en denitrificatie",
        ],
      },
      {
        name: "Membranen",
        methods: [
          "Membraanbioreactor (MBR)",
          "Ultrafiltratie voor hergebruik",
          "Omgekeerde osmose voor water van proceskwaliteit",
        ],
      },
      {
        name: "Anaerobe behandeling",
        methods: [
          "UASB- en IC-reactoren met interne circulatie",
          "70 tot 85 % minder CZV in geconcentreerd afvalwater",
          "Valorisatie van het biogas in een stoomketel of een WKK",
        ],
      },
      {
        name: "Slibbehandeling",
        methods: [
          "Gravitaire of mechanische indikking",
          "Ontwatering met een zeefbandpers of een schroefpers",
          "Centrifugeren",
        ],
      },
    ],
  },
  turnkey: {
    eyebrow: "Turnkey",
    title: "Turnkey waterzuiveringsinstallaties",
    paragraphs: [
      "We nemen het hele project voor onze rekening: karakterisering van uw afvalwater, behandelbaarheidstesten, engineering, coördinatie van de burgerlijke bouwkunde, levering en montage van de uitrusting, automatisering en SCADA, en daarna de biologische opstart tot de oplevering.",
      "U hebt één aanspreekpunt, een planning die gehaald wordt en een engagement op de lozingsnormen van uw vergunning.",
    ],
    deliverables: [
      "Debietproportionele staalname over 24 uur",
      "Behandelbaarheidstesten in het labo (jartesten) of op pilootschaal",
      "Dimensioneringsnota's en technische stukken voor uw vergunningsaanvraag",
      "Automatisering, SCADA en bewaking op afstand met sms-alarmen",
      "Biologische opstart en opleiding van uw operatoren",
    ],
    imageAlt:
      "Industriële waterzuiveringsinstallatie met beluchtingsbekken, ronde nabezinker met ruimbrug, flotatie-unit en opslagtank",
    caption:
      "Typische zuiveringslijn voor afvalwater uit de voedingsindustrie: beluchtingsbekken met fijnbellige beluchters, ronde nabezinker, DAF-unit en opvoerpomp, aangestuurd vanuit één SCADA.",
  },
  benefits: {
    eyebrow: "Voordelen",
    title: "Wat het u oplevert",
    items: [
      {
        title: "Aantoonbare conformiteit",
        description:
          "Een installatie gedimensioneerd voor uw lozingsnormen, continu gemeten lozingen en registraties die klaar zijn voor de inspectie.",
      },
      {
        title: "Beheerste kosten",
        description: "Minder heffingen, minder reagentia en minder slib om af te voeren.",
      },
      {
        title: "Teruggewonnen energie",
        description:
          "Het biogas uit de anaerobe stap dekt een deel van de stoombehoefte van de fabriek.",
      },
      {
        title: "Eenvoudigere uitbating",
        description:
          "Automatisering, alarmen en bewaking op afstand: minder manuele tussenkomsten.",
      },
    ],
  },
  commitment: {
    eyebrow: "Engagement voor het milieu",
    title: "Minder impact, gemeten en aangetoond",
    paragraphs: [
      "We dimensioneren elke installatie op energie-efficiëntie, de grootste post in de exploitatiekosten: fijnbellige beluchting gestuurd door een zuurstofsonde, frequentieregelaars op de blowers en de pompen, biogasrecuperatie zodra de belasting het verantwoordt.",
      "We kiezen bij voorkeur zuiveringslijnen die weinig reagentia verbruiken en weinig slib produceren, en we helpen u te valoriseren wat gevaloriseerd kan worden: biogas, slib voor landbouw of vergisting, water dat opnieuw in het proces gebruikt wordt.",
    ],
    points: [
      "Energiebalans en verbruik van reagentia becijferd vanaf het voorontwerp",
      "Inlinemetingen: debiet, pH, opgeloste zuurstof, troebelheid",
      "Lozingsgegevens die u kunt exporteren voor uw milieurapportering",
    ],
  },
  cta: {
    title: "Vragen over uw afvalwater?",
    text: "Bezorg ons uw debieten en uw recentste lozingsanalyses: we komen bij u terug met een eerste voorstel voor een zuiveringslijn en de testen die nodig zijn.",
    button: "Uw afvalwater bespreken",
  },
};

export default waterWaste;
