import type { Translation } from "../../translation";
import type fr from "../fr/home.server";

const home: Translation<typeof fr> = {
  meta: {
    title: "Industrial process engineering, Belgium and northern France",
    description:
      "Automation, stainless piping, process skids, water treatment and turnkey installation for food and beverage, breweries, pharmaceuticals and chemicals.",
  },
  hero: {
    title: "Process engineering · Belgium and northern France",
    intro:
      "An engineering office and installation contractor based in Hainaut, we deliver automation, stainless piping, process skids and water treatment for food, brewing, pharmaceutical and chemical plants.",
    headline: {
      before: "Your process plant ",
      highlight1: "designed, automated",
      middle: " and ",
      highlight2: "commissioned",
      after: " by a single team",
    },
    imageAlt:
      "Production hall with a row of stainless steel tanks, an overhead pipe rack and a control cabinet",
    cta: "Discuss your project",
    secondaryCta: "See our projects",
    highlightsLabel: "Key strengths",
    highlights: [
      "316L stainless, orbital welding, Ra ≤ 0.8 µm",
      "PLC, SCADA and functional specifications",
      "CE, ATEX, PED and HACCP compliance",
    ],
  },
  services: {
    eyebrow: "What we do",
    title: "Six disciplines, one point of contact for your project",
    intro:
      "From feasibility study to commissioning, our engineers and installation crews cover the whole process chain, in our workshop and on your site.",
    learnMore: "Learn more",
    learnMoreContext: ": {title}",
    items: {
      automation: {
        title: "Industrial automation",
        description:
          "Siemens and Rockwell PLC programming, SCADA, HMI panels and control cabinets, backed by functional specifications and FAT/SAT testing.",
        imageAlt: "SCADA workstation with two screens next to an open control cabinet",
      },
      piping: {
        title: "Industrial piping",
        description:
          "304L and 316L stainless, carbon steel and PE piping for food products, utilities and steam, prefabricated in our workshop and installed to PED.",
        imageAlt: "Stainless steel pipe runs on supports with valves and a pressure gauge",
      },
      process: {
        title: "Food and beverage processing",
        description:
          "Dosing, blending and pasteurisation skids, process tanks and CIP stations built to hygienic design principles.",
        imageAlt: "Process skid with two stainless steel tanks, a pump and a control box",
      },
      safety: {
        title: "Safety and compliance",
        description:
          "Risk assessment, ATEX zoning, machine safety functions and CE compliance upgrades for your existing equipment.",
        imageAlt: "Fenced area with a hazard sign, a pressure vessel and an emergency stop",
      },
      water: {
        title: "Water treatment",
        description:
          "Process water from filtration, softening and reverse osmosis, distribution loops and industrial effluent treatment.",
        imageAlt: "Four-module reverse osmosis unit connected to a horizontal filter",
      },
      installation: {
        title: "Complete installation",
        description:
          "Turnkey projects: trade coordination, rigging, mechanical installation, hook-up, commissioning and operator training.",
        imageAlt: "Stainless steel tank lifted by a hoist under a steel frame during installation",
      },
    },
  },
  clients: {
    eyebrow: "They trust us",
    title: "Manufacturers who trust us with their production lines",
    intro:
      "Dairies, breweries, beverage producers and pharmaceutical laboratories call on us for new installations as well as planned shutdowns.",
    listLabel: "Our clients' logos",
    pause: "Pause the scrolling logos",
    play: "Resume the scrolling logos",
  },
  team: {
    eyebrow: "Our team",
    title: "Hands-on engineers who know your plant",
    paragraphs: [
      "Process engineers, automation engineers, designers and qualified pipe welders work as one team. The engineer who designs your project stays with it through commissioning, so decisions made in the office are understood on site.",
      "We work across Belgium and northern France, in running plants as well as on greenfield projects. We plan the work around your shutdowns, follow your safety and hygiene procedures, and hand over a complete technical file: drawings, material certificates, weld records and commented PLC code.",
    ],
    careers: "We are hiring: see the open positions",
    imageAlt: "Four team members in site gear in front of an industrial installation",
    features: {
      contact: {
        title: "Direct contact",
        description:
          "One project manager you can reach directly, who knows your plant and its constraints.",
      },
      deadlines: {
        title: "Deadlines met",
        description:
          "A schedule kept week after week and built to keep your production downtime as short as possible.",
      },
      quality: {
        title: "Guaranteed quality",
        description:
          "Documented checks at every stage: inspected welds, 3.1 material certificates, pressure and functional tests before handover.",
      },
      partner: {
        title: "A reliable partner",
        description:
          "Support after commissioning: troubleshooting, maintenance and upgrades to your lines.",
      },
    },
  },
  certifications: {
    eyebrow: "Certifications",
    title: "Certified methods, safe sites",
    intro:
      "Site safety, weld quality, organisation: independent bodies audit the way we work every year.",
    bodyLabel: "Issued by",
    numberLabel: "Number",
    validUntil: "Valid until {date}",
    download: "Download the certificate",
    downloadContext: "{name}, valid until {date}",
  },
  cta: {
    title: "A line to build, upgrade or bring into compliance?",
    text: "Tell us what you need: an engineer will call you back within two working days to scope the project and arrange a site visit.",
    button: "Contact us",
  },
};

export default home;
