import type { Translation } from "../../translation";
import type fr from "../fr/automation.server";

const automation: Translation<typeof fr> = {
  meta: {
    title: "Industriële automatisering: PLC, HMI en SCADA",
    description:
      "PLC-programmatie, HMI-schermen, SCADA en MES-traceerbaarheid voor uw proceslijnen, in België en Noord-Frankrijk.",
  },
  hero: {
    eyebrow: "Automatisering en industriële IT",
    title: "Industriële automatisering: PLC, HMI en SCADA",
    intro:
      "Van functionele analyse tot opstart: we programmeren uw PLC's, ontwerpen uw HMI-schermen en bouwen een SCADA-systeem dat uw proceslijnen betrouwbaar, traceerbaar en klaar voor de toekomst maakt.",
    cta: "Uw project bespreken",
  },
  solutions: {
    eyebrow: "Onze oplossingen",
    title: "Zes domeinen, één aanspreekpunt",
    intro:
      "We werken aan nieuwe installaties en aan lijnen die in productie zijn, van een losse skid tot een volledige fabriek.",
    items: [
      {
        title: "PLC-programmatie",
        description:
          "Siemens S7-⁠1500 in TIA Portal, Rockwell ControlLogix in Studio 5000, Schneider Modicon M580: programma's gestructureerd volgens ISA-⁠88, beproefde blokkenbibliotheken, becommentarieerde code die u met de broncode geleverd krijgt.",
      },
      {
        title: "Operatorinterfaces (HMI)",
        description:
          "Schermen die we samen met uw operatoren ontwerpen: navigatie per procesunit, alarmen met prioriteiten volgens ISA-⁠18.2, beheer van recepten en toegangsrechten, op een touchpanel of een inox industriële pc.",
      },
      {
        title: "SCADA-supervisie",
        description:
          "WinCC, AVEVA, Ignition of PcVue: synoptische schermen, historiek van meetwaarden, trendcurves en centraal alarmbeheer, op één werkpost of in een redundante client-serverarchitectuur.",
      },
      {
        title: "MES, traceerbaarheid en data",
        description:
          "Lotopvolging en genealogie van grondstoffen, productierapporten, OEE-berekening en uitwisseling met uw ERP via OPC UA of SQL. Registraties conform 21 CFR Part 11 wanneer de farmacontext dat vraagt.",
      },
      {
        title: "Retrofit en migratie van PLC's",
        description:
          "Migratie van S5 naar S7-⁠1500, van PLC-⁠5 of SLC 500 naar ControlLogix, van Modicon TSX naar M580: overname van het bestaande programma, omschakeltesten en een gefaseerde migratie om de productiestilstand te beperken.",
      },
      {
        title: "Ondersteuning op afstand en onderhoud",
        description:
          "Onderhoud op afstand via industriële VPN, snelle diagnose, preventief onderhoud, back-ups van de programma's en een 24/7-⁠permanentie volgens contract, met interventies ter plaatse in België en Hauts-de-France.",
      },
    ],
  },
  expertise: {
    eyebrow: "Onze aanpak",
    title: "Een engineeringaanpak, van analyse tot ondersteuning",
    intro:
      "Elk project volgt een gedocumenteerde aanpak, gebaseerd op GAMP 5 in de farma en op het V-model in de industrie: wat we leveren, komt precies overeen met wat gespecificeerd werd.",
    paragraphs: [
      "Onze automatiseerders kennen de processen die ze aansturen: een CIP-sequentie, een pasteurisatie, een drukcascade in een cleanroom of een temperatuurregeling tijdens de gisting. Het programma wordt rond het proces ontworpen, niet omgekeerd.",
      "Alles wordt getest voor het bij u aankomt: processimulatie, fabrieksacceptatietesten (FAT) in aanwezigheid van uw mensen en daarna testen ter plaatse (SAT). U krijgt een volledig dossier: functionele analyse, I/O-lijst, broncode en operatorhandleidingen.",
    ],
    imageAlt:
      "Technicus in een controlekamer voor de SCADA-schermen van een proceslijn, naast een open automatiseringskast",
    stepsTitle: "De fasen van een project",
    steps: [
      {
        title: "Functionele analyse",
        description:
          "De behoeften van productie, kwaliteit en onderhoud in kaart brengen; de functionele analyse, de grafcets en de I/O-lijst opstellen.",
      },
      {
        title: "Architectuur en ontwerp",
        description:
          "Keuze van de hardware, netwerkarchitectuur (Profinet, EtherNet/IP, Modbus TCP), segmentatie van het industriële netwerk volgens IEC 62443 en elektrische schema's.",
      },
      {
        title: "Programmatie en simulatie",
        description:
          "Ontwikkeling van PLC, HMI en SCADA; simulatie van het proces om sequenties, vergrendelingen en alarmen te valideren voor we naar de werf gaan.",
      },
      {
        title: "Fabrieksacceptatietest (FAT)",
        description:
          "Test van de kast of op een testplatform volgens een protocol dat we met u afspreken: elke in- en uitgang en elke sequentie wordt gecontroleerd.",
      },
      {
        title: "Opstart",
        description:
          "Testen ter plaatse (SAT), eerst met water en daarna in productie, afregeling van de PID-lussen en opleiding van uw operatoren en onderhoudstechnici.",
      },
      {
        title: "Ondersteuning en uitbreidingen",
        description:
          "Waarborg, onderhoud op afstand, permanentie volgens contract en aanpassingen van het programma op het ritme van uw nieuwe producten en lijnuitbreidingen.",
      },
    ],
  },
  benefits: {
    eyebrow: "Voordelen",
    title: "Wat het u oplevert",
    intro:
      "Goede automatisering meet u op de vloer: minder stilstanden, minder verliezen en gegevens waarop u kunt vertrouwen.",
    items: [
      "Een hogere OEE dankzij snellere formaatwissels en kortere CIP-cycli",
      "Traceerbaarheid per lot, klaar voor uw IFS-, BRCGS- of GMP-audits",
      "Minder maar relevantere alarmen, die operatoren beter opvolgen",
      "Verbruik van water, stoom en energie gemeten en daarna geoptimaliseerd",
      "Gestructureerde, gedocumenteerde code die uw onderhoudsdienst kan overnemen",
      "Opnieuw beschikbare wisselstukken na de vervanging van verouderde PLC's",
      "Een gesegmenteerd industrieel netwerk en beveiligde toegang op afstand",
      "Eén aanspreekpunt, van schakelkast tot SCADA",
    ],
  },
  partnership: {
    eyebrow: "Partnerschap",
    title: "Een onafhankelijke integrator, thuis in alle grote merken",
    intro:
      "We verkopen geen merk: we kiezen samen met u het platform dat het best past bij uw site, uw standaarden en uw onderhoudsploeg.",
    features: [
      {
        title: "Siemens, Schneider Electric, Rockwell",
        description:
          "Dagelijks werk in TIA Portal, EcoStruxure Control Expert en Studio 5000, met de bijbehorende frequentieregelaars, decentrale I/O en netwerken. Hebt u fabrieksstandaarden, dan volgen we die.",
      },
      {
        title: "Onafhankelijk advies",
        description:
          "Geen exclusiviteit en geen commissie van leveranciers: onze aanbevelingen houden rekening met uw geïnstalleerde basis, de beschikbaarheid van wisselstukken en de kennis van uw technici.",
      },
      {
        title: "Open standaarden",
        description:
          "OPC UA, MQTT, Profinet, EtherNet/IP en Modbus TCP: PLC's, skids van leveranciers en beheersystemen communiceren zonder dat u vastzit aan één leverancier.",
      },
    ],
    platformsTitle: "Platformen die we beheersen",
    platforms: [
      "Siemens TIA Portal",
      "Rockwell Studio 5000",
      "Schneider EcoStruxure",
      "WinCC Unified",
      "AVEVA InTouch",
      "Ignition",
      "PcVue",
      "OPC UA",
    ],
  },
  cta: {
    title: "Een automatiseringsproject of een lijn die gemoderniseerd moet worden?",
    text: "Beschrijf ons uw installatie en de stilstanden die u kunt inplannen: een automatiseringsingenieur neemt contact met u op om het te bespreken.",
    button: "Contacteer ons",
  },
};

export default automation;
