import type { Translation } from "../../translation";
import type fr from "../fr/home.server";

const home: Translation<typeof fr> = {
  meta: {
    title: "Industriële procestechniek in België en Frankrijk",
    description:
      "Automatisering, inox leidingwerk, processkids, waterbehandeling en turnkey installatie voor voeding, brouwerijen, farma en chemie.",
  },
  hero: {
    title: "Procestechniek · België en Noord-Frankrijk",
    intro:
      "Als studiebureau en installateur uit Henegouwen nemen we automatisering, inox leidingwerk, processkids en waterbehandeling voor onze rekening, in voedingsbedrijven, brouwerijen en farmaceutische en chemische bedrijven.",
    headline: {
      before: "Uw procesinstallatie ",
      highlight1: "ontworpen, geautomatiseerd",
      middle: " en ",
      highlight2: "opgestart",
      after: " door één team",
    },
    imageAlt: "Productiehal met een rij inox tanks, een leidingbrug en een schakelkast",
    cta: "Uw project bespreken",
    secondaryCta: "Onze realisaties bekijken",
    highlightsLabel: "Onze sterke punten",
    highlights: [
      "Inox 316L, orbitaal lassen, Ra ≤ 0,8 µm",
      "PLC, SCADA en functionele analyse",
      "Conform CE, ATEX, PED en HACCP",
    ],
  },
  services: {
    eyebrow: "Onze diensten",
    title: "Zes vakgebieden, één aanspreekpunt voor uw project",
    intro:
      "Van haalbaarheidsstudie tot opstart: onze ingenieurs en montageploegen werken aan de volledige procesketen, in ons atelier en bij u op de werf.",
    learnMore: "Meer weten",
    learnMoreContext: ": {title}",
    items: {
      automation: {
        title: "Industriële automatisering",
        description:
          "Programmatie van Siemens- en Rockwell-PLC's, SCADA, HMI-panelen en schakelkasten, met functionele analyse en FAT- en SAT-testen.",
        imageAlt: "Controlepost met twee schermen en een open schakelkast",
      },
      piping: {
        title: "Industrieel leidingwerk",
        description:
          "Leidingen in inox 304L en 316L, staal en PE voor voedingsvloeistoffen, nutsvoorzieningen en stoom, geprefabriceerd in ons atelier en geplaatst volgens de PED.",
        imageAlt: "Inox leidingen op steunen met kleppen en een manometer",
      },
      process: {
        title: "Procestechniek voor voeding en dranken",
        description:
          "Dosage-, meng- en pasteurisatieskids, procestanks en CIP-installaties, ontworpen volgens de regels van hygiënisch ontwerp.",
        imageAlt: "Processkid met twee inox tanks, een pomp en een bedieningskast",
      },
      safety: {
        title: "Veiligheid en conformiteit",
        description:
          "Risicoanalyse, ATEX-zonering, machineveiligheidsfuncties en CE-conformiteit voor uw bestaande installaties.",
        imageAlt: "Afgeschermde zone met gevarenbord, drukvat en noodstop",
      },
      water: {
        title: "Waterbehandeling",
        description:
          "Proceswater door filtratie, ontharding en omgekeerde osmose, distributielussen en behandeling van industrieel afvalwater.",
        imageAlt: "Omgekeerde-osmose-unit met vier modules, aangesloten op een horizontale filter",
      },
      installation: {
        title: "Volledige installatie",
        description:
          "Turnkey projecten: coördinatie van de vakdisciplines, hijswerk, mechanische montage, aansluitingen, opstart en opleiding van uw mensen.",
        imageAlt: "Montage van een inox tank, opgehesen met een takel onder een staalstructuur",
      },
    },
  },
  clients: {
    eyebrow: "Zij vertrouwen ons",
    title: "Industriële bedrijven die ons hun productielijnen toevertrouwen",
    intro:
      "Zuivelbedrijven, brouwerijen, drankenproducenten en farmaceutische labo's doen een beroep op ons voor nieuwbouw en voor hun technische stilstanden.",
    listLabel: "Logo's van onze klanten",
    pause: "Het schuiven van de logo's pauzeren",
    play: "Het schuiven van de logo's hervatten",
  },
  team: {
    eyebrow: "Ons team",
    title: "Ingenieurs uit de praktijk, dicht bij uw installaties",
    paragraphs: [
      "Procesingenieurs, automatiseerders, tekenaars en gekwalificeerde pijpfitters en lassers werken samen in één team. Wie uw project bestudeert, volgt het op tot de opstart: wat op het studiebureau beslist wordt, is ook op de werf bekend.",
      "We werken in België en in Hauts-de-France, in draaiende fabrieken en bij nieuwbouw. We plannen de werken rond uw stilstanden, volgen uw veiligheids- en hygiëneprocedures en bezorgen u een volledig technisch dossier: plannen, materiaalcertificaten, lasrapporten en becommentarieerde programma's.",
    ],
    imageAlt: "Vier teamleden in werfkledij voor een industriële installatie",
    features: {
      contact: {
        title: "Rechtstreeks contact",
        description:
          "Eén projectleider die u rechtstreeks kunt bereiken en die uw installatie en uw beperkingen kent.",
      },
      deadlines: {
        title: "Planning gerespecteerd",
        description:
          "Een planning die week na week wordt gehaald en die uw productiestilstanden zo kort mogelijk houdt.",
      },
      quality: {
        title: "Gegarandeerde kwaliteit",
        description:
          "Gedocumenteerde controles in elke fase: geïnspecteerde lassen, materiaalcertificaten 3.1, druktesten en functionele testen voor de oplevering.",
      },
      partner: {
        title: "Betrouwbare partner",
        description:
          "Opvolging na de opstart: ondersteuning, onderhoud en uitbreidingen van uw lijnen.",
      },
    },
  },
  certifications: {
    eyebrow: "Certificaten",
    title: "Gecertificeerde methodes, veilige werven",
    intro:
      "Veiligheid op de werf, laskwaliteit, organisatie: onafhankelijke instellingen auditen onze werkwijze elk jaar.",
    bodyLabel: "Instelling",
    numberLabel: "Nummer",
    validUntil: "Geldig tot {date}",
    download: "Certificaat downloaden",
    downloadContext: "{name}, geldig tot {date}",
  },
  cta: {
    title: "Een lijn die u wilt bouwen, moderniseren of conform maken?",
    text: "Beschrijf ons uw behoefte: binnen 48 werkuren belt een ingenieur u terug om het project af te bakenen en een bezoek ter plaatse te plannen.",
    button: "Contacteer ons",
  },
};

export default home;
