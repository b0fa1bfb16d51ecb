import type { Translation } from "../../translation";
import type fr from "../fr/safety.server";

const safety: Translation<typeof fr> = {
  meta: {
    title: "Safety and compliance for process plants",
    description:
      "CE, ATEX, PED and HACCP compliance for your machines and process installations: risk assessments, site audits and functional safety engineering.",
  },
  hero: {
    eyebrow: "Safety and compliance",
    title: "Safety and compliance for process plants",
    intro:
      "Risk assessment, CE marking, ATEX zoning, pressure equipment and hygienic design: we make your machines and process lines safe and compliant without slowing production down.",
    cta: "Request an audit",
  },
  why: {
    eyebrow: "Why act",
    title: "Real hazards in the process industries",
    intro:
      "A process line usually combines several kinds of hazard. Identifying them early protects your operators, your products and your liability as an operator.",
    risks: [
      {
        name: "Mechanical hazards",
        description:
          "Crushing, entanglement, shearing: conveyors, mixers, pumps and packaging machines put operators at risk in production and during maintenance.",
      },
      {
        name: "Explosive atmospheres (ATEX)",
        description:
          "Flour, sugar or malt dust, ethanol or solvent vapours: a single ignition source is enough to cause an explosion.",
      },
      {
        name: "Pressure equipment",
        description:
          "Vessels, heat exchangers, autoclaves and steam systems release considerable energy if they fail or are poorly protected.",
      },
      {
        name: "Chemical exposure",
        description:
          "CIP caustic and acid, disinfectants, water-treatment chemicals: splashes, fumes and incompatible mixtures.",
      },
      {
        name: "Electrical hazards",
        description:
          "Panels, drives and motors in wet or hose-down areas: direct and indirect contact, arc flash.",
      },
      {
        name: "Product contamination",
        description:
          "Dead zones, unsuitable gaskets, foreign bodies or ineffective CIP: a hygienic design flaw can end in a product recall.",
      },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "Five compliance services",
    intro:
      "Every assignment ends with tangible deliverables: assessments, drawings, evidence of compliance and costed corrective actions.",
    objectiveLabel: "Objective",
    items: [
      {
        title: "CE machinery compliance",
        description:
          "Risk assessment to EN ISO 12100, compliance of new, modified or assembled machinery, technical file and EC declaration under the Machinery Directive 2006/42/EC, then the Machinery Regulation (EU) 2023/1230.",
        objective:
          "Put compliant machines and lines into service, backed by a technical file that stands up to an inspection or an accident investigation.",
      },
      {
        title: "ATEX zoning and equipment",
        description:
          "Explosion protection document, classification of zones 0/1/2 and 20/21/22, verification of equipment against Directive 2014/34/EU and preventive measures.",
        objective:
          "Remove ignition sources from hazardous areas and document how the explosion risk is controlled.",
      },
      {
        title: "Pressure equipment (PED)",
        description:
          "Classification of equipment and assemblies under Directive 2014/68/EU, selection of safety accessories, pressure-test follow-up and preparation of periodic inspections by an accredited inspection body.",
        objective:
          "Run your vessels, heat exchangers and steam systems safely and in line with Belgian and French regulations.",
      },
      {
        title: "HACCP hygienic design",
        description:
          "Design review against EHEDG guidelines and EN 1672-⁠2: food-contact materials, drainability, CIP cleanability, sampling points and integration into your HACCP plan.",
        objective:
          "Eliminate dead zones and prepare cleaning that can be validated, for safe products and well-prepared IFS or BRCGS audits.",
      },
      {
        title: "Functional safety",
        description:
          "Determination of required PLr and SIL, design of safety functions (emergency stops, interlocks, light curtains), SISTEMA calculations and validation to EN ISO 13849 and IEC 62061.",
        objective:
          "Prove that every safety function reaches the performance level required by the risk assessment.",
      },
    ],
  },
  audit: {
    eyebrow: "Audits",
    title: "Our audit services",
    intro:
      "An objective review of your site, with an action plan ranked by risk level and by cost.",
    imageAlt:
      "Technician pressing an emergency stop next to a pressure vessel, beside a fenced-off area with a hazard sign",
    items: [
      "Compliance audit of your installed machinery and existing lines",
      "Risk analysis and ATEX assessment of your production areas",
      "Inventory and review of your pressure equipment",
      "Hygienic design audit ahead of an IFS, BRCGS or GMP audit",
      "Verification of safety functions and emergency-stop circuits",
      "Costed action plan and support until every finding is closed",
    ],
  },
  standards: {
    eyebrow: "Standards",
    title: "The standards we work to",
    intro: "Four frameworks govern safety and hygiene in process plants. We apply them every day.",
    items: [
      {
        code: "CE",
        description:
          "Machinery marking: essential health and safety requirements of Directive 2006/42/EC and Regulation (EU) 2023/1230.",
      },
      {
        code: "ATEX",
        description:
          "Explosive atmospheres: Directive 2014/34/EU for equipment and 1999/92/EC for worker protection.",
      },
      {
        code: "PED",
        description:
          "Pressure Equipment Directive 2014/68/EU, covering vessels, piping and assemblies above 0.5 bar.",
      },
      {
        code: "HACCP",
        description:
          "Hazard Analysis and Critical Control Points, required by Regulation (EC) No 852/2004 on food hygiene.",
      },
    ],
  },
  certifications: {
    eyebrow: "Our certifications",
    title: "Safety that is audited, not just claimed",
    intro:
      "Our own teams work under certification: site safety, welding and quality are audited by independent bodies.",
    bodyLabel: "Issued by",
    numberLabel: "Number",
    validUntil: "Valid until {date}",
    download: "Download the certificate",
    downloadContext: "{name}, valid until {date}",
  },
  cta: {
    title: "Need a safety audit or a compliance upgrade?",
    text: "Tell us about your machines and your deadlines: we will propose a clear approach, from first assessment to evidence of compliance.",
    button: "Contact us",
  },
};

export default safety;
