import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/pharma.server";

const pharma: Translation<typeof fr> = {
  meta: {
    title: "GMP pharmaceutical process: skids and CIP",
    description:
      "Preparation skids, CIP stations and purified water loops designed, documented and qualified to GMP: IQ/OQ, GAMP 5, 21 CFR Part 11, Ra ≤ 0.4 µm stainless.",
  },
  hero: {
    eyebrow: "Pharmaceutical industry",
    title: "GMP-compliant pharmaceutical process",
    intro:
      "Preparation skids, CIP stations and purified water loops designed, documented and qualified to GMP, from the review of your user requirements (URS) to support for performance qualification.",
    cta: "Discuss your project",
  },
  why: {
    eyebrow: `Why ${company.shortName}`,
    title: "Equipment designed to be qualified",
    paragraphs: [
      "In pharma, equipment is only usable once it is qualified. We build qualification requirements into the design from day one: risk assessment, functional and design specifications, traceability matrix. The documentation grows with the installation, not after commissioning.",
      "Our teams know what working on a live site involves: activity in classified areas, respect for personnel and material flows, coordination with your quality assurance and validation leads.",
    ],
    scopeTitle: "What we take care of",
    scope: [
      "URS review and risk assessment (ICH Q9)",
      "Functional and design specifications",
      "Fabrication with documented FAT and SAT",
      "IQ/OQ protocols and reports",
      "PQ support and user training",
    ],
  },
  installations: {
    eyebrow: "Our installations",
    title: "Three families of equipment",
    intro:
      "Every installation is designed without dead legs, fully drainable and cleanable in place, with instrumentation matched to the critical parameters of your process.",
    items: [
      {
        title: "Preparation and formulation skids",
        description:
          "Agitated preparation vessels, dosing of APIs and excipients, filtration and transfer to filling, on a compact frame qualified as a single unit.",
        points: [
          "Jacketed vessels on load cells",
          "Sterilising filtration with integrity testing",
          "Steam-in-place (SIP) with clean steam",
        ],
      },
      {
        title: "Cleaning in place (CIP)",
        description:
          "Fixed or mobile CIP stations for automated cleaning of vessels, lines and skids: pre-rinse, caustic wash, acid wash and final rinse with purified water, in repeatable cycles ready for cleaning validation.",
        points: [
          "Conductivity, temperature, flow and contact time recorded",
          "Spray-device coverage verified by riboflavin testing",
          "Final rinse checked by conductivity and TOC",
        ],
      },
      {
        title: "Purified water and WFI loops",
        description:
          "Distribution of purified water and water for injection: storage tank, recirculation pump, heat exchangers and points of use on zero-dead-leg diaphragm valves.",
        points: [
          "Continuous recirculation at controlled velocity",
          "Hot-water or ozone sanitisation",
          "In-line conductivity, TOC and temperature",
        ],
      },
    ],
  },
  constraints: {
    eyebrow: "Your requirements",
    title: "Four constraints built in from the start",
    items: [
      {
        title: "Good Manufacturing Practice (GMP)",
        description:
          "Hygienic design, traceable materials and design reviews with your quality assurance: every technical choice is justified and documented.",
      },
      {
        title: "IQ/OQ/PQ qualification",
        description:
          "Design qualification (DQ), FAT and SAT, installation (IQ) and operational (OQ) qualification protocols and reports, then support for performance qualification (PQ).",
      },
      {
        title: "Data integrity — 21 CFR Part 11",
        description:
          "Audit trail, user access management, electronic signatures and backups: automation and SCADA designed around ALCOA+ principles.",
      },
      {
        title: "Materials and surface finish",
        description:
          "316L stainless steel, Ra ≤ 0.4 µm on product-contact surfaces, electropolishing and passivation, orbital welds inspected by borescope.",
      },
    ],
  },
  compliance: {
    eyebrow: "Standards",
    title: "The standards we work to",
    intro:
      "Our designs and documentation are built on the references that inspectors and your validation teams expect.",
    items: [
      "EU GMP Annex 1: manufacture of sterile medicinal products",
      "EU GMP Annex 15: qualification and validation",
      "EU GMP Annex 11: computerised systems",
      "GAMP 5 (ISPE): validation of automated systems",
      "ASME BPE: bioprocessing equipment",
      "FDA 21 CFR Part 11: electronic records and signatures",
      "EHEDG: hygienic design guidelines",
      "European Pharmacopoeia: purified water and WFI",
      "Directive 2014/68/EU (PED): pressure equipment",
    ],
    imageAlt:
      "Clean room with a stainless process vessel, a glovebox isolator and an operator in cleanroom garments checking a tablet",
  },
  cta: {
    title: "Working on a GMP project?",
    text: "Send us your URS or simply describe what you need: we will propose a design and qualification approach that fits your site.",
    button: "Talk to an engineer",
  },
};

export default pharma;
