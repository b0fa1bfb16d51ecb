import type { Translation } from "../../translation";
import type fr from "../fr/projects.server";

const projects: Translation<typeof fr> = {
  meta: {
    title: "Client projects in food and pharmaceuticals",
    description:
      "Dairy lines, brewhouses, pharmaceutical skids, purified water loops and CIP stations delivered in Belgium, France and Spain.",
  },
  hero: {
    eyebrow: "Our projects",
    title: "Projects delivered, lines in production",
    intro:
      "Milk reception, brewhouse, clean-room skid or purified water loop: here are some of the installations we have designed, built and commissioned for clients in Belgium, France and Spain.",
    statsLabel: "Key figures",
  },
  stats: [
    { number: "50+", label: "completed projects" },
    { number: "15+", label: "years of experience" },
    { number: "100%", label: "satisfied customers" },
    { number: "24/7", label: "technical support" },
  ],
  sectors: {
    eyebrow: "Sectors",
    title: "The industries we serve",
    intro:
      "How our projects split by industry. Food remains our core business, but pharmaceutical standards shape the way we work everywhere: traceable materials, weld records and documented testing.",
    shareFormat: "{value}%",
    items: [
      {
        name: "Food industry",
        share: 60,
        description: "Dairies, breweries, soft drinks, syrups and ready meals.",
      },
      {
        name: "Pharmaceutical",
        share: 25,
        description: "Clean-room skids, purified water, CIP/SIP to GMP.",
      },
      {
        name: "Chemicals",
        share: 10,
        description: "Product storage and transfer, ATEX areas, bunding.",
      },
      {
        name: "Other",
        share: 5,
        description: "Cosmetics, water treatment and plant utilities.",
      },
    ],
  },
  list: {
    eyebrow: "References",
    title: "Recent projects",
    intro:
      "Every project ended with a joint acceptance test with the client and a complete technical file handed over at commissioning.",
    yearLabel: "Year",
    locationLabel: "Location",
    servicesLabel: "Scope of work",
    delivered: "Project delivered successfully",
    items: [
      {
        category: "Food industry",
        year: 2025,
        title: "Milk reception and pasteurisation",
        description:
          "A new 30,000 L/h milk reception for a dairy: three 50 m³ storage tanks in 316L stainless, a 15,000 L/h plate pasteuriser and tie-in to the existing CIP. Orbital-welded piping (Ra ≤ 0.8 µm) controlled by a Siemens S7-⁠1500 PLC.",
        location: "Mouscron, Belgium",
        services: ["Stainless piping", "Automation", "CIP", "Commissioning"],
        imageAlt:
          "Dairy line with three stainless steel tanks, a pasteuriser and a control cabinet",
      },
      {
        category: "Pharmaceutical",
        year: 2025,
        title: "Clean-room solution preparation skid",
        description:
          "A 1,000 L solution preparation skid in electropolished 316L (Ra ≤ 0.4 µm) with magnetic agitation, sterile filtration and integrated CIP/SIP. Designed to GMP and GAMP 5, with IQ/OQ carried out alongside the client's quality assurance team.",
        location: "Lille, France",
        services: ["Process skid", "GMP design", "IQ/OQ qualification", "Automation"],
        imageAlt:
          "Stainless steel skid in a clean room with a vessel, filters and an operator in clean-room garments",
      },
      {
        category: "Food industry",
        year: 2024,
        title: "40 hl brewhouse",
        description:
          "A brewhouse for a family brewery: mash tun, wort kettle, whirlpool and mash filter, for up to six brews a day. Recipes run from the SCADA, vapour heat recovery and 304L stainless process piping.",
        location: "Ath, Belgium",
        services: ["Brewing equipment", "Stainless piping", "SCADA", "Heat recovery"],
        imageAlt: "Brewhouse with three stainless steel vessels and a mash filter",
      },
      {
        category: "Food industry",
        year: 2023,
        title: "Syrup room feeding a bottling line",
        description:
          "Two 10 m³ syrup tanks, continuous sugar dissolving and in-line flavour dosing feeding a 24,000 bottles/h filler. Batch traceability in the SCADA and hygienic design validated in the site's HACCP plan.",
        location: "Barcelona, Spain",
        services: ["Beverage processing", "In-line dosing", "Automation", "HACCP"],
        imageAlt:
          "Syrup room with two stainless steel tanks connected to a bottling line and conveyor",
      },
      {
        category: "Pharmaceutical",
        year: 2022,
        title: "Purified water loop",
        description:
          "3 m³/h purified water generation by double-pass reverse osmosis and EDI, a 5 m³ storage tank and an 80 °C distribution loop in electropolished 316L serving three points of use. Water quality to the European Pharmacopoeia, conductivity below 1.3 µS/cm.",
        location: "Wavre, Belgium",
        services: ["Water treatment", "Orbital welding", "Automation", "Qualification"],
        imageAlt:
          "Purified water loop with a storage tank, a heat exchanger and three points of use",
      },
      {
        category: "Food industry",
        year: 2021,
        title: "Centralised CIP station",
        description:
          "A CIP station with three 3 m³ tanks (caustic, acid, recovered water) serving four circuits, with conductivity and temperature control and a record of every cycle. Rinse water recovery cut water consumption by 30%.",
        location: "Arras, France",
        services: ["CIP", "Automation", "Stainless piping", "Water savings"],
        imageAlt: "CIP station with three stainless steel tanks, a pump and a control cabinet",
      },
    ],
  },
  testimonial: {
    eyebrow: "Testimonial",
    title: "What a client says",
    quote:
      "“Our milk reception was replaced over two weekend shutdowns without losing a day of production. Drawings, weld records and the functional specification were up to date on commissioning day, so our maintenance team took over the installation without any trouble.”",
    role: "New projects manager",
    company: "Dairy cooperative, western Hainaut",
  },
  process: {
    eyebrow: "Method",
    title: "How we work, in five steps",
    intro: "A proven method, from the first meeting to the handover of the plant to your teams.",
    steps: [
      {
        title: "Site visit and specification",
        description:
          "Site visit, surveys and a clear statement of your needs: capacities, products, hygiene and safety constraints, budget and schedule.",
      },
      {
        title: "Design and engineering",
        description:
          "P&IDs, 3D models and isometrics, sizing, functional specification and risk assessment, reviewed and approved with you.",
      },
      {
        title: "Workshop fabrication",
        description:
          "Prefabrication of piping and skids, cabinet wiring and factory acceptance tests (FAT) before shipping.",
      },
      {
        title: "Installation and commissioning",
        description:
          "Site installation planned around your shutdowns, water trials, start-up in production and site acceptance tests (SAT).",
      },
      {
        title: "Training and support",
        description:
          "Training for your operators and technicians, handover of the technical file and support after acceptance.",
      },
    ],
  },
  cta: {
    title: "Your project could be our next reference",
    text: "Tell us what you need: we will arrange a site visit and give you a first estimate of budget and lead time.",
    button: "Discuss your project",
  },
};

export default projects;
