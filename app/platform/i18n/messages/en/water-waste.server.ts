import type { Translation } from "../../translation";
import type fr from "../fr/water-waste.server";

const waterWaste: Translation<typeof fr> = {
  meta: {
    title: "Industrial wastewater and effluent treatment",
    description:
      "Pre-treatment, physico-chemical, aerobic and anaerobic biology, membranes and sludge handling: turnkey industrial effluent plants in Belgium and France.",
  },
  hero: {
    title: "Industrial wastewater treatment",
    intro:
      "From screening to sludge dewatering, we design and build effluent treatment plants for food, brewing, chemical and pharmaceutical wastewater.",
    cta: "Get your effluent assessed",
  },
  why: {
    eyebrow: "What is at stake",
    title: "Why treat your effluent?",
    intro:
      "Industrial effluent loaded with COD, fats or nitrogen is more than a regulatory constraint: it is a cost you can cut and a resource you can recover.",
    points: [
      {
        title: "Meet your discharge permit",
        description:
          "Your environmental permit, or your ICPE prefectoral order in France, sets limits for COD, BOD5, TSS, nitrogen, phosphorus, pH and temperature. Exceeding them can lead to formal notices or even a suspension of operations.",
      },
      {
        title: "Cut discharge taxes and charges",
        description:
          "Industrial wastewater discharge taxes in Wallonia and water agency charges in France are calculated on the pollution load you release. Removing COD and TSS at source lowers the annual bill directly.",
      },
      {
        title: "Take environmental responsibility",
        description:
          "Your customers, retailers and shareholders want evidence. A controlled, measured discharge feeds your ESG reporting and your ISO 14001 certification.",
      },
      {
        title: "Reuse water",
        description:
          "Treated water polished by ultrafiltration and reverse osmosis can feed cooling towers, CIP pre-rinses or floor washing, reducing the water you draw from the mains or boreholes.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Six process families, combined to suit your effluent",
    intro:
      "No treatment train is off the shelf: the effluent's composition, its variations over 24 hours and your discharge targets decide the sequence of steps.",
    categories: [
      {
        name: "Pre-treatment",
        methods: [
          "Fine screening and rotary drum screens from 0.5 to 3 mm",
          "Grit removal and oil and grease separation",
          "Mixed equalisation tank",
        ],
      },
      {
        name: "Physico-chemical treatment",
        methods: [
          "Coagulation and flocculation",
          "Dissolved air flotation (DAF)",
          "Neutralisation and pH correction",
          "Phosphorus and metals precipitation",
        ],
      },
      {
        name: "Aerobic biological treatment",
        methods: [
          "Low-load activated sludge",
          "MBBR: biofilm on moving carriers",
          "SBR: sequencing batch reactor",
          "Nitrification and denitrification",
        ],
      },
      {
        name: "Membranes",
        methods: [
          "Membrane bioreactor (MBR)",
          "Ultrafiltration for water reuse",
          "Reverse osmosis for process-grade water",
        ],
      },
      {
        name: "Anaerobic treatment",
        methods: [
          "UASB and internal circulation (IC) reactors",
          "70 to 85% COD removal on high-strength effluent",
          "Biogas recovery in a boiler or CHP unit",
        ],
      },
      {
        name: "Sludge treatment",
        methods: [
          "Gravity or mechanical thickening",
          "Dewatering on belt filter presses or screw presses",
          "Centrifuge dewatering",
        ],
      },
    ],
  },
  turnkey: {
    eyebrow: "Turnkey",
    title: "Turnkey effluent treatment plants",
    paragraphs: [
      "We handle the whole project: effluent characterisation, treatability tests, engineering, civil works coordination, equipment supply and erection, automation and SCADA, then biological start-up through to handover.",
      "You get a single point of contact, a schedule that holds and a commitment on the discharge limits in your permit.",
    ],
    deliverables: [
      "24-⁠hour flow-proportional sampling campaign",
      "Treatability tests in the lab (jar tests) or on a pilot unit",
      "Design calculations and technical documents for your permit application",
      "Automation, SCADA and remote monitoring with SMS alarms",
      "Biological start-up and training for your operators",
    ],
    imageAlt:
      "Industrial wastewater treatment plant with an aeration basin, a circular clarifier with scraper bridge, a flotation unit and a storage tank",
    caption:
      "Typical layout for a food-industry effluent: fine-bubble aeration basin, circular clarifier, dissolved air flotation unit and lift pump, all run from a single SCADA system.",
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What you gain",
    items: [
      {
        title: "Compliance you can demonstrate",
        description:
          "A plant designed to your discharge limits, with continuous monitoring and records ready for inspection.",
      },
      {
        title: "Controlled costs",
        description: "Lower discharge taxes, fewer chemicals and less sludge to haul away.",
      },
      {
        title: "Energy recovered",
        description: "Anaerobic biogas covers part of the plant's steam demand.",
      },
      {
        title: "Easier operation",
        description: "Automation, alarms and remote monitoring mean fewer manual interventions.",
      },
    ],
  },
  commitment: {
    eyebrow: "Environmental commitment",
    title: "Lower impact, measured and proven",
    paragraphs: [
      "We design every plant for energy efficiency, the largest operating cost: fine-bubble aeration controlled by dissolved oxygen probes, variable-speed drives on blowers and pumps, and biogas recovery as soon as the load justifies it.",
      "We favour treatment trains that keep chemical use and sludge production down, and we help you recover whatever has value: biogas, sludge for land spreading or anaerobic digestion, and water reused in the process.",
    ],
    points: [
      "Energy balance and chemical consumption costed from the preliminary design",
      "Online instrumentation: flow, pH, dissolved oxygen, turbidity",
      "Exportable discharge data for your environmental reporting",
    ],
  },
  cta: {
    title: "Questions about your effluent?",
    text: "Send us your flows and your latest discharge analyses, and we will come back with an initial treatment approach and the tests to plan.",
    button: "Discuss your effluent",
  },
};

export default waterWaste;
