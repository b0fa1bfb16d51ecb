import type { Translation } from "../../translation";
import type fr from "../fr/water-clean.server";

const waterClean: Translation<typeof fr> = {
  meta: {
    title: "Industrial process water treatment systems",
    description:
      "Softening, reverse osmosis, EDI, ultrafiltration and UV: process water treatment skids designed and installed in Belgium and northern France.",
  },
  hero: {
    title: "Process water treatment",
    intro:
      "Softening, reverse osmosis, ultrafiltration and UV disinfection: process water you can rely on, from the borehole or mains supply all the way to the point of use.",
    cta: "Request a study",
  },
  why: {
    eyebrow: "Process water",
    title: "Why water quality drives your production",
    paragraphs: [
      "In a brewery, a dairy or a pharmaceutical plant, water is the first raw material. It goes into the product, feeds the boilers and cooling towers, and rinses your equipment in every CIP cycle. Poorly controlled hardness scales up plate heat exchangers, excess free chlorine attacks 316L stainless steel, and microbial contamination can put an entire batch at risk.",
      "Mains and borehole water change with the seasons: hardness, iron, manganese, organic matter, nitrates. We start from an analysis of your raw water and your actual needs (peak flows, required quality at each point of use, target recovery rate) to size a robust treatment train without costly oversizing.",
      "The result: consistent water quality, measured and traceable, whether you need softened water for your boilers, RO water for brewing or purified water that meets the European Pharmacopoeia.",
    ],
    targets: {
      title: "Typical quality targets",
      items: [
        { label: "Softened boiler feed water", value: "hardness < 0.5 °fH" },
        { label: "RO water for brewing", value: "10 to 30 µS/cm" },
        { label: "Purified water (Ph. Eur.)", value: "≤ 5.1 µS/cm at 25 °C, TOC ≤ 500 ppb" },
        { label: "EDI demineralised water", value: "> 10 MΩ·cm" },
      ],
    },
  },
  process: {
    eyebrow: "Our approach",
    title: "A three-stage treatment train",
    intro:
      "Each stage protects the next one: that is what keeps membranes running for years and the product water quality stable.",
    steps: [
      {
        title: "Pre-treatment",
        description:
          "Sand or multimedia filtration, iron removal where needed, softening and dechlorination on activated carbon or by bisulphite dosing. Target at the RO inlet: SDI < 3 and free chlorine < 0.1 mg/l.",
      },
      {
        title: "Treatment",
        description:
          "Single- or double-pass reverse osmosis, preceded by ultrafiltration when the colloid load calls for it. 98 to 99% of dissolved salts are rejected, along with virtually all bacteria and organic matter.",
      },
      {
        title: "Polishing and disinfection",
        description:
          "Electrodeionisation for the most demanding grades, 254 nm UV, 0.2 µm final filtration and a recirculating distribution loop sanitised with hot water at 80 °C or ozone.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "The technologies we work with",
    intro:
      "We choose each technology according to your raw water and the intended use, with components from established manufacturers and spare parts available in Europe.",
    items: [
      {
        name: "Softening",
        description:
          "Ion exchange on cation resin regenerated with brine. Duplex columns in alternation for continuous output, and volume-based regeneration to keep salt consumption down.",
      },
      {
        name: "Reverse osmosis",
        description:
          "Spiral-wound polyamide membranes, variable-speed high-pressure pump, automatic flush on shutdown and a clean-in-place station built into the skid.",
      },
      {
        name: "Electrodeionisation (EDI)",
        description:
          "Continuous demineralisation downstream of RO, with no chemical regeneration. Resistivity above 10 MΩ·cm for pharmaceutical purified water and high-pressure boilers.",
      },
      {
        name: "Ultrafiltration",
        description:
          "Hollow-fibre membranes of around 0.02 µm: a physical barrier against bacteria, viruses and colloids, with automatic backwashing and outlet turbidity below 0.1 NTU.",
      },
      {
        name: "UV disinfection",
        description:
          "316L stainless reactors with low-pressure 254 nm lamps, a 40 mJ/cm² dose, intensity sensor and alarm sent to SCADA. A 185 nm version is available for TOC reduction.",
      },
      {
        name: "Activated carbon",
        description:
          "Granular activated carbon filters remove free chlorine, chloramines, taste, odour and part of the organic micropollutants. Periodic hot-water sanitisation is possible.",
      },
    ],
  },
  skids: {
    eyebrow: "Compact skids",
    title: "Pre-assembled water treatment skids",
    paragraphs: [
      "We build your water treatment units as compact skids: stainless frame, 316L or PVC-⁠U pipework depending on the fluid, instrumentation, control panel and PLC, fully wired and tested in our workshop before delivery.",
      "On site, all that is left is to connect raw water, drain and power. Work inside your plant is limited to a few days, and commissioning builds on factory tests that have already been signed off.",
    ],
    features: [
      "0.5 to 30 m³/h per skid, with parallel trains for more capacity",
      "Factory acceptance tests (FAT) to a protocol agreed with you",
      "PLC and touch panel, data exchange with your SCADA over Profinet or Modbus TCP",
      "Full documentation: P&IDs, functional specification and IQ/OQ qualification for pharma",
    ],
    imageAlt:
      "Reverse osmosis skid with four horizontal membrane housings and a high-pressure pump, connected to a UV disinfection reactor",
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What you gain",
    items: [
      "Consistent water quality, monitored continuously and recorded",
      "Heat exchangers, boilers and CIP spray devices protected from scaling",
      "Less salt, fewer chemicals and less water sent to drain",
      "Demonstrated compliance: Directive (EU) 2020/2184, European Pharmacopoeia, GMP",
      "Planned maintenance with standard wear parts",
      "A single point of contact, from raw water analysis to commissioning",
    ],
  },
  partnership: {
    eyebrow: "Partnership",
    title: "A partner for the whole life of your plant",
    intro:
      "A water treatment plant is judged over fifteen years, not on handover day. We stay with you after commissioning.",
    items: [
      {
        title: "Study and sizing",
        description:
          "Raw water analysis, demand assessment at each point of use, choice of treatment train and an estimate of operating costs before any investment.",
      },
      {
        title: "Installation and commissioning",
        description:
          "Erection, hook-up, programming, site acceptance tests and operator training, carried out by the teams who designed the plant.",
      },
      {
        title: "Support and maintenance",
        description:
          "Service contract, membrane and UV lamp replacement, periodic water analyses and remote assistance through your SCADA.",
      },
    ],
  },
  cta: {
    title: "Your process water deserves a tailored treatment train",
    text: "Send us your raw water analysis and flow requirements, and we will come back with a first costed treatment proposal.",
    button: "Discuss your water project",
  },
};

export default waterClean;
