import type { Translation } from "../../translation";
import type fr from "../fr/food-beverage.server";

const foodBeverage: Translation<typeof fr> = {
  meta: {
    title: "Food and beverage process: skids and tanks",
    description:
      "Process skids, mixing tanks, pasteurisation, CIP stations, dosing and transfer: hygienic 316L stainless installations, from design to commissioning.",
  },
  hero: {
    eyebrow: "Food and beverage",
    title: "Food and beverage process engineering",
    intro:
      "Skids, mixing tanks, pasteurisers and CIP stations in 316L stainless steel: we design, build and commission hygienic installations that meet your quality, yield and traceability targets.",
    cta: "Discuss your project",
  },
  why: {
    eyebrow: "Why entrust us with your process",
    title: "Hygienic processing comes down to the details",
    paragraphs: [
      "A few centimetres of dead leg, a poorly pickled weld or a drain slope that is too shallow is all it takes to create a hold-up zone and put a batch at risk. We design every installation to EHEDG hygienic design principles: 316L stainless steel, orbital welding, hygienic fittings, full drainability and verified cleanability.",
      "We work with your production and quality teams from the pre-project stage: mass balance, thermal and hydraulic sizing, P&IDs and 3D layout, then fabrication, installation and on-site commissioning, in Belgium and across northern France.",
    ],
    sectorsTitle: "Sectors we serve",
    sectors: [
      "Dairies, cheese plants and dairy desserts",
      "Juices, syrups and soft drinks",
      "Sauces, soups and ready meals",
      "Chocolate, confectionery and biscuits",
      "Breweries, cider makers and fermented drinks",
    ],
  },
  services: {
    eyebrow: "Our solutions",
    title: "Five building blocks for your line",
    intro:
      "From a stand-alone module to a complete line, every piece of equipment is sized for your product: viscosity, particle content, heat sensitivity and how often you change recipes.",
    items: [
      {
        title: "Process skids",
        description:
          "Pre-assembled modules on a stainless frame, combining pumps, heat exchangers, valves, instrumentation and control panel. They hook up quickly on site and can move with your line.",
        points: [
          "316L pipework, orbital welded",
          "Wiring and PLC programming included",
          "FAT in the workshop, SAT on site",
        ],
      },
      {
        title: "Mixing and preparation tanks",
        description:
          "Single-wall or jacketed tanks, insulated or not, with an agitator matched to the product: propeller, scraped anchor or high-shear mixer for powder incorporation.",
        points: [
          "Hygienic heads and full drainability",
          "CIP spray balls or rotating heads",
          "Continuous weight, level and temperature",
        ],
      },
      {
        title: "Heat treatment and pasteurisation",
        description:
          "Plate or tubular pasteurisers with holding tube, regenerative heat recovery, cooling and temperature holding for sensitive products.",
        points: [
          "Time/temperature recording for HACCP",
          "Automatic flow diversion on under-pasteurisation",
          "Tight control of hot-water or steam heating",
        ],
      },
      {
        title: "CIP stations",
        description:
          "Centralised or point-of-use clean-in-place stations with one, two or three tanks (water, caustic, acid) and recovery of cleaning solutions.",
        points: [
          "Conductivity, temperature and flow control",
          "Recipes per circuit, fully recorded cycles",
          "Lower water and chemical consumption",
        ],
      },
      {
        title: "Dosing and transfer",
        description:
          "Mass or volumetric dosing of liquid ingredients (liquid sugar, flavours, colours, additives) and transfer with centrifugal or positive-displacement pumps suited to the product.",
        points: [
          "Mass flowmeters and dosing valves",
          "Pigging to cut product losses",
          "Swing bends and transfer panels",
        ],
      },
    ],
    custom: {
      title: "Something off the beaten track?",
      text: "Viscous, particulate or shear-sensitive product, tight footprint, retrofit of existing equipment: we will look into your case.",
      link: "Tell us what you need",
    },
  },
  build: {
    eyebrow: "From workshop to production floor",
    title: "Prepared in the workshop, integrated without surprises",
    items: [
      {
        title: "Skids delivered ready to connect",
        text: "Skids are assembled, wired and water-tested before shipping: sequences, interlocks and control loops are checked outside your plant. On site, only utilities and product lines remain to be connected, which keeps your production stop to a strict minimum.",
        points: [
          "Water tests and sequence simulation before shipping",
          "3.1 material certificates, weld and test reports",
          "Hook-up and commissioning by the same team",
        ],
        image: {
          alt: "Process skid on a stainless frame: agitated tank, centrifugal pump, plate filter and control cabinet in a tiled room",
        },
      },
      {
        title: "Controlled integration into your existing line",
        text: "Tanks, skids and pipework have to fit into a plant that keeps producing. We survey what is already there, schedule tie-ins during your planned shutdowns and update the automation so that the new section talks to your SCADA.",
        points: [
          "Site survey and 3D layout",
          "Work planned around your line stops",
          "Integration with your PLCs and SCADA",
        ],
        image: {
          alt: "Three stainless preparation tanks on a platform, piped to a filling line monitored by an operator holding a tablet",
        },
      },
    ],
  },
  advantages: {
    eyebrow: "What you gain",
    title: "The benefits for your plant",
    items: [
      {
        title: "Food safety",
        description:
          "Hygienic design, food-contact materials compliant with Regulation (EC) No 1935/2004 and traceable critical parameters for your HACCP plan.",
      },
      {
        title: "Line efficiency",
        description:
          "Fewer product losses, faster recipe changeovers and automated sequences: your OEE goes up without adding headcount.",
      },
      {
        title: "Water and energy",
        description:
          "Recovery of CIP solutions, regenerative heat recovery on pasteurisers and variable-speed drives on pumps.",
      },
      {
        title: "One point of contact",
        description:
          "Process, piping, electrical and automation under a single responsibility, from design to commissioning.",
      },
      {
        title: "Room to grow",
        description:
          "Modular installations, sized to take an extra tank or skid without starting over.",
      },
      {
        title: "Complete documentation",
        description:
          "As-built P&IDs, material certificates, test reports, CE and PED declarations where applicable, manuals and operator training.",
      },
    ],
  },
  cta: {
    title: "Planning a new line, tank or skid?",
    text: "Tell us about your product, flow rates and hygiene requirements: a process engineer will get back to you to discuss it.",
    button: "Discuss your project",
  },
};

export default foodBeverage;
