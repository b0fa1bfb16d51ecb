import type { Translation } from "../../translation";
import type fr from "../fr/reference.server";

const reference: Translation<typeof fr> = {
  meta: {
    description: "Reference {title}: the client's need, what we did and the results in figures.",
    notFoundTitle: "Reference not found",
    notFoundText: "This reference does not exist or is no longer published.",
  },
  back: "All projects",
  facts: {
    sector: "Sector",
    location: "Location",
    year: "Year",
    services: "Services",
  },
  challenge: "The client's need",
  scope: "What we did",
  results: "Results in figures",
  gallery: "Photos of the site",
  quote: "The client's word",
  servicesInvolved: "Our trades on this project",
  cta: {
    title: "A similar project?",
    text: "Describe your installation: we come back to you with a first technical and budget approach.",
    button: "Talk about your project",
  },
  readMore: "See the reference",
  serviceSection: {
    eyebrow: "References",
    title: "Our projects in this field",
  },
  filters: {
    legend: "Filter the projects",
    sector: "Sector",
    service: "Trade",
    all: "All",
    apply: "Filter",
    reset: "Show all",
    count: "{count} of {total} projects",
    none: "No project matches these criteria.",
  },
  samples: [
    {
      challenge:
        "The old reception, built in 1987, could unload only one tanker at a time, and its 304 stainless tanks no longer withstood the hot caustic of the CIP cycles. The dairy wanted to double its reception rate without stopping the milk collection, with two weekend shutdowns to switch over.",
      scope: [
        "3D survey of the existing building, P&IDs and isometrics",
        "Three 50 m³ storage tanks in 316L stainless steel, insulated and clad",
        "15,000 L/h plate pasteuriser, 15 s holding tube at 72 °C",
        "1.2 km of DN 50 to DN 100 pipework, orbital welded",
        "Connection to the existing CIP and two additional CIP circuits",
        "Siemens S7-⁠1500 PLC program and WinCC supervision screens",
        "FAT and SAT, operator training, technical file",
      ],
      facts: [
        "Reception rate | 30,000 L/h",
        "Storage | 3 × 50 m³",
        "Pipework installed | 1.2 km, DN 50 to DN 100",
        "Internal roughness | Ra ≤ 0.8 µm",
        "Documented orbital welds | 1,860",
        "Production stop | 2 weekends",
      ],
      quote:
        "Two weekend shutdowns, not a litre lost: Monday's collection was unloaded into the new tanks.",
      quoteRole: "Capital projects manager, dairy cooperative",
    },
    {
      challenge:
        "The laboratory had to prepare 1,000 L buffer solutions in grade C, with full batch traceability and validated cleaning between two products. The old manual preparation in mobile vessels took a whole team and caused concentration deviations.",
      scope: [
        "Design to GMP and GAMP 5, risk analysis with quality assurance",
        "1,000 L electropolished 316L vessel, magnetic agitation",
        "0.2 µm sterilising filtration with in-line integrity test",
        "CIP and SIP built into the skid, clean steam at 121 °C",
        "PLC and HMI compliant with Annex 11 (audit trail, electronic signatures)",
        "IQ/OQ protocols and their execution",
      ],
      facts: [
        "Working volume | 1,000 L",
        "Internal roughness | Ra ≤ 0.4 µm",
        "Sterilisation in place | 30 min at 121 °C",
        "Batch time | 3 h instead of 7 h",
        "Qualification deviations | 0",
      ],
      quote:
        "The qualification protocols were ready before the skid was delivered; our quality assurance only had to execute them.",
      quoteRole: "Validation manager, pharmaceutical laboratory",
    },
    {
      challenge:
        "The family brewery was capped at two brews a day on a 20 hl plant and was turning down orders. Production had to triple in the same listed building, without touching the recipe or the taste of its beers.",
      scope: [
        "Layout of the brewhouse in the existing building",
        "40 hl mash tun, wort kettle and whirlpool",
        "16-⁠plate mash filter",
        "Energy recovery from the kettle vapours",
        "304L stainless process pipework, DN 40 to DN 80",
        "Recipe management and brew supervision",
      ],
      facts: [
        "Brewing capacity | 40 hl/brew",
        "Rate | 6 brews/day",
        "Possible yearly output | 45,000 hl",
        "Energy recovered from vapours | 30 % of the steam",
        "Commissioning | 11 weeks after the vessels were ordered",
      ],
      quote: "The first brew on the new brewhouse tasted like our beer, and we now make six a day.",
      quoteRole: "Head brewer and managing director",
    },
    {
      challenge:
        "A new 24,000 bottles/h filler needed syrup prepared continuously at a constant concentration. Dissolving sugar from big bags created an explosive dust atmosphere that the old plant ignored.",
      scope: [
        "Continuous sugar dissolving, 8 t/h, controlled by an in-line refractometer",
        "Two 10 m³ syrup tanks in alternation",
        "In-line flavour dosing by mass flow meters",
        "ATEX zoning (zone 22) of the big-bag discharge, certified equipment",
        "Explosion protection document (EPD)",
        "Batch traceability in the supervision, HACCP hygienic design",
      ],
      facts: [
        "Filler rate fed | 24,000 bottles/h",
        "Sugar dissolved | 8 t/h",
        "Concentration accuracy | ± 0.1 °Brix",
        "Syrup storage | 2 × 10 m³",
        "ATEX zone | 22, big-bag discharge",
      ],
      quote:
        "The concentration no longer moves by a tenth of a degree Brix, and the ATEX zoning is documented at last.",
      quoteRole: "Plant manager, beverage bottler",
    },
    {
      challenge:
        "The site made its purified water with an ageing reverse osmosis whose conductivity regularly exceeded the European Pharmacopoeia limit. An extension of the workshop added three points of use to supply without stopping production.",
      scope: [
        "Double-pass reverse osmosis and electrodeionisation (EDI), 3 m³/h",
        "5 m³ storage tank with a 0.2 µm vent filter",
        "180 m distribution loop in electropolished 316L, DN 25 to DN 40",
        "Circulation at 80 °C and a minimum velocity of 1.5 m/s",
        "Continuous conductivity and TOC measurement",
        "IQ/OQ/PQ with the validation department",
      ],
      facts: [
        "Production | 3 m³/h",
        "Conductivity | < 1.3 µS/cm at 25 °C",
        "Total organic carbon | < 500 ppb",
        "Loop length | 180 m",
        "Circulation temperature | 80 °C",
        "Points of use | 3",
      ],
      quote:
        "Since commissioning, not one conductivity alarm: the water is compliant at every sample.",
      quoteRole: "Utilities manager, pharmaceutical site",
    },
    {
      challenge:
        "Four production lines each had their own manual cleaning, with times and concentrations that varied by shift. The plant wanted identical, recorded cycles, and to cut a water consumption that weighed on its wastewater plant.",
      scope: [
        "CIP station with three 3 m³ tanks: caustic, acid, recovered water",
        "Four circuits with double-seat valves and pumped returns",
        "Conductivity and temperature control of each phase",
        "Recovery of the final rinse water for the pre-rinse",
        "Recording of every cycle and a report per circuit",
      ],
      facts: [
        "Circuits served | 4",
        "Tanks | 3 × 3 m³",
        "Water consumption | −30 %",
        "Full cycle time | 45 min",
        "Caustic temperature | 75 °C",
      ],
      quote:
        "Every cycle is now identical and recorded: the IFS auditor read the reports and had no further question.",
      quoteRole: "Quality manager, food industry",
    },
  ],
};

export default reference;
