import type { Translation } from "../../translation";
import type fr from "../fr/piping.server";

const piping: Translation<typeof fr> = {
  meta: {
    title: "Stainless and carbon-steel industrial piping",
    description:
      "Design, workshop prefabrication and installation of 316L stainless and carbon-steel piping for food, brewing, pharmaceutical and chemical plants.",
  },
  hero: {
    eyebrow: "Industrial piping",
    title: "Stainless and carbon steel industrial piping",
    intro:
      "Design, workshop prefabrication and on-site installation of hygienic stainless process lines and utility piping, with the traceability and documentation that food, pharma and chemical plants demand.",
    cta: "Request a quote",
  },
  expertise: {
    eyebrow: "Know-how",
    title: "Our piping expertise",
    intro:
      "From isometric drawing to final acceptance, our qualified pipefitters and welders build your process and utility pipework from DN10 to DN300.",
    items: [
      {
        title: "Hygienic 304L and 316L stainless",
        description:
          "Tubes and fittings to EN 10357 and DIN 11866, internal roughness Ra ≤ 0.8 µm (≤ 0.4 µm electropolished for pharmaceutical lines), drainage slopes and minimal dead legs for effective CIP.",
      },
      {
        title: "Carbon steel for utilities",
        description:
          "Steam and condensate, pressurised hot water, compressed air, nitrogen, chilled and cooling water, in P235GH or P265GH, TIG and stick welded.",
      },
      {
        title: "Orbital welding",
        description:
          "Orbital TIG welds with internal gas purging, recorded parameters, orbital welding operators qualified to EN ISO 14732 (manual welders to EN ISO 9606-⁠1), procedures qualified to EN ISO 15614-⁠1 and borescope inspection of the welds.",
      },
      {
        title: "Workshop prefabrication",
        description:
          "Spools prefabricated in our workshop from your isometrics: welds made in better conditions, less hot work on site and a shorter installation window.",
      },
      {
        title: "Installation and tie-ins during shutdowns",
        description:
          "Work planned around your maintenance, weekend or summer shutdowns: tie-ins to live plant, with lockout and hot-work permits coordinated with your safety department.",
      },
      {
        title: "Pressure testing and PED file",
        description:
          "Hydrostatic or pneumatic testing, pickling and passivation, dye-penetrant or radiographic inspection, and a complete handover file: 3.1 material certificates, weld log, as-built drawings and PED (2014/68/EU) documentation.",
      },
    ],
  },
  commitments: {
    eyebrow: "Our commitments",
    title: "Three commitments on every job",
    intro:
      "Piping is judged over years of operation. We work so that, once it is handed over, you never have to think about it again.",
    imageAlt:
      "Stainless piping network on supports, with automatic valves, a pressure gauge and a flanged line",
    items: [
      {
        title: "Quality and traceability",
        description:
          "Every weld is numbered and linked to its welder, its parameters and the material certificates. You know exactly what was installed, and how.",
      },
      {
        title: "Safety on site",
        description:
          "VCA-trained crews, task risk assessments, hot-work permits, supervised confined-space and work at height: your site rules apply, without exception.",
      },
      {
        title: "On-time delivery",
        description:
          "Prefabrication done in advance and an hour-by-hour shutdown schedule: your production restarts on the planned date.",
      },
    ],
  },
  applications: {
    eyebrow: "Applications",
    title: "Piping for every process industry",
    intro:
      "We install process and utility piping where hygiene, pressure or aggressive fluids leave no room for approximation.",
    items: [
      {
        name: "Food and beverage",
        description:
          "Milk, juices, syrups and sauces: product lines, CIP networks and tank connections.",
      },
      {
        name: "Breweries",
        description:
          "Wort, beer and yeast: brewhouse, fermentation and maturation cellars, packaging.",
      },
      {
        name: "Pharma and biotech",
        description:
          "Purified water, water for injection and clean steam: GMP-compliant distribution loops.",
      },
      {
        name: "Chemicals",
        description:
          "Acids, caustics and solvents: stainless, special alloys or thermoplastics (PP, PVDF) depending on chemical compatibility.",
      },
      {
        name: "Water treatment",
        description:
          "Raw water, RO permeate and effluent: chemical dosing and links between treatment units.",
      },
      {
        name: "Utilities",
        description: "Steam, condensate, compressed air, chilled water, glycol, nitrogen and CO₂.",
      },
    ],
  },
  cta: {
    title: "Pipework to build, modify or replace?",
    text: "Send us your drawings or simply describe what you need: we will arrange a site visit and send you a detailed quotation.",
    button: "Request a quote",
  },
};

export default piping;
