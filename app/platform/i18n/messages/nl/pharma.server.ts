import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/pharma.server";

const pharma: Translation<typeof fr> = {
  meta: {
    title: "GMP-conforme farmaceutische procestechniek: skids en CIP",
    description:
      "Bereidingsskids, CIP-installaties en lussen voor gezuiverd water, ontworpen, gedocumenteerd en gekwalificeerd volgens GMP: IQ/OQ, GAMP 5, 21 CFR Part 11, inox Ra ≤ 0,4 µm.",
  },
  hero: {
    eyebrow: "Farmaceutische industrie",
    title: "GMP-conforme farmaceutische procestechniek",
    intro:
      "Bereidingsskids, CIP-installaties en lussen voor gezuiverd water, ontworpen, gedocumenteerd en gekwalificeerd volgens GMP, van de review van uw gebruikersspecificaties (URS) tot de ondersteuning bij de performancekwalificatie (PQ).",
    cta: "Uw project bespreken",
  },
  why: {
    eyebrow: `Waarom ${company.shortName}`,
    title: "Installaties die ontworpen zijn om gekwalificeerd te worden",
    paragraphs: [
      "In de farma mag een installatie pas gebruikt worden als ze gekwalificeerd is. We nemen de kwalificatie-eisen mee vanaf het ontwerp: risicoanalyse, functionele en ontwerpspecificaties, traceerbaarheidsmatrix. Het dossier groeit samen met de installatie, niet pas na de opstart.",
      "Onze ploegen kennen de beperkingen van een site in bedrijf: werken in geclassificeerde zones, respect voor personen- en materiaalstromen, afstemming met uw kwaliteitsborging en uw validatieverantwoordelijken.",
    ],
    scopeTitle: "Wat we voor onze rekening nemen",
    scope: [
      "Review van de URS en risicoanalyse (ICH Q9)",
      "Functionele en ontwerpspecificaties",
      "Gedocumenteerde bouw, FAT en SAT",
      "IQ/OQ-protocollen en -rapporten",
      "Ondersteuning bij de PQ en opleiding van de gebruikers",
    ],
  },
  installations: {
    eyebrow: "Onze installaties",
    title: "Drie families van installaties",
    intro:
      "Elke installatie wordt ontworpen zonder dode zones, volledig aflaatbaar en reinigbaar met CIP, met instrumentatie die past bij de kritieke parameters van uw proces.",
    items: [
      {
        title: "Bereidings- en formulatieskids",
        description:
          "Bereidingstanks met roerwerk, dosering van actieve stoffen en hulpstoffen, filtratie en transfer naar de afvulling, op een compact frame dat als één geheel gekwalificeerd wordt.",
        points: [
          "Dubbelmanteltanks op weegcellen",
          "Steriliserende filtratie met integriteitstest",
          "Sterilisatie ter plaatse (SIP) met zuivere stoom",
        ],
      },
      {
        title: "Cleaning-in-place (CIP)",
        description:
          "Vaste of mobiele CIP-installaties voor de automatische reiniging van tanks, leidingen en skids: voorspoelen, alkalische reiniging, zure reiniging en naspoelen met gezuiverd water, in reproduceerbare en valideerbare cycli.",
        points: [
          "Geleidbaarheid, temperatuur, debiet en contacttijd geregistreerd",
          "Dekking van de sproeibollen gecontroleerd met riboflavine",
          "Controle van de laatste spoeling op geleidbaarheid en TOC",
        ],
      },
      {
        title: "Lussen voor gezuiverd water en WFI",
        description:
          "Distributie van gezuiverd water en water voor injectie: opslagtank, recirculatiepomp, warmtewisselaars en aftappunten met membraankleppen zonder dode zone.",
        points: [
          "Permanente recirculatie met gecontroleerde snelheid",
          "Thermische sanitatie of sanitatie met ozon",
          "Inlinemetingen: geleidbaarheid, TOC, temperatuur",
        ],
      },
    ],
  },
  constraints: {
    eyebrow: "Uw eisen",
    title: "Vier eisen die we vanaf het ontwerp meenemen",
    items: [
      {
        title: "Good Manufacturing Practice (GMP)",
        description:
          "Hygiënisch ontwerp, traceerbare materialen, ontwerpreview met uw kwaliteitsborging: elke technische keuze is verantwoord en gedocumenteerd.",
      },
      {
        title: "Kwalificatie IQ/OQ/PQ",
        description:
          "Ontwerpkwalificatie (DQ), FAT en SAT, protocollen en rapporten voor installatiekwalificatie (IQ) en operationele kwalificatie (OQ), daarna ondersteuning bij de performancekwalificatie (PQ).",
      },
      {
        title: "Data-integriteit: 21 CFR Part 11",
        description:
          "Audit trail, rechtenbeheer, elektronische handtekeningen en back-ups: automatisering en SCADA ontworpen volgens de ALCOA+-principes.",
      },
      {
        title: "Materialen en oppervlakteafwerking",
        description:
          "Inox 316L, ruwheid Ra ≤ 0,4 µm op productcontactoppervlakken, elektrolytisch polijsten en passiveren, orbitaal lassen met endoscopische controle.",
      },
    ],
  },
  compliance: {
    eyebrow: "Referentiekaders",
    title: "De teksten die we toepassen",
    intro:
      "Onze ontwerpen en dossiers steunen op de referentiekaders die inspecteurs en uw validatieteams verwachten.",
    items: [
      "EU-⁠GMP, bijlage 1: productie van steriele geneesmiddelen",
      "EU-⁠GMP, bijlage 15: kwalificatie en validatie",
      "EU-⁠GMP, bijlage 11: geautomatiseerde systemen",
      "GAMP 5 (ISPE): validatie van geautomatiseerde systemen",
      "ASME BPE: uitrusting voor bioprocessen",
      "FDA 21 CFR Part 11: elektronische registraties en handtekeningen",
      "EHEDG: richtlijnen voor hygiënisch ontwerp",
      "Europese Farmacopee: gezuiverd water en WFI",
      "Richtlijn 2014/68/EU (PED): drukapparatuur",
    ],
    imageAlt:
      "Cleanroom met een inox procestank, een handschoenisolator en een operator in cleanroomkledij die een tablet raadpleegt",
  },
  cta: {
    title: "Een project in een GMP-omgeving?",
    text: "Bezorg ons uw URS of beschrijf gewoon uw behoefte: we stellen een ontwerp- en kwalificatieaanpak voor die bij uw site past.",
    button: "Een ingenieur contacteren",
  },
};

export default pharma;
