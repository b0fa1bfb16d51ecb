import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/meura.server";

const meura: Translation<typeof fr> = {
  meta: {
    title: "Meura filtration: mash filters for breweries",
    description: `As Meura's partner, ${company.shortName} integrates, installs and services Meura Micro and Junior mash filters in breweries across Belgium and northern France.`,
  },
  hero: {
    eyebrow: "Filtration partner",
    title: "Meura: wort separation with a mash filter",
    intro: `${company.shortName} integrates, installs and services Meura mash filters in breweries across Belgium and northern France.`,
    cta: "Discuss your project",
  },
  history: {
    eyebrow: "History",
    title: "Belgian expertise since 1845",
    paragraphs: [
      "Meura is a Belgian company founded in 1845 that specialises in brewing equipment. Its mash filter has made its mark far beyond Belgium: about 25% of global beer production is filtered with a Meura filter.",
      "For a brewery, that means relying on a technology proven at large scale, available in models suited to smaller volumes.",
    ],
    stats: [
      { value: "1845", label: "The year Meura was founded, in Belgium" },
      { value: "≈ 25%", label: "Of global beer production filtered with a Meura filter" },
    ],
  },
  technology: {
    eyebrow: "Technology",
    title: "The thin-bed mash filter",
    paragraphs: [
      "In a lauter tun, the mash is filtered through a deep bed of spent grain that acts as the filter medium itself. A mash filter works differently: the mash is distributed into a series of chambers closed by filter cloths, where a thin, even layer of spent grain forms.",
      "This thin-bed filtration separates the wort quickly; the spent grain is then sparged to recover extract and squeezed before discharge. In fast mode, each filtration takes under 35 minutes, and the technology is suitable for breweries up to 100 hl.",
    ],
    stats: [
      { value: "Thin bed", label: "Filtration through a thin, even layer of spent grain" },
      { value: "< 35 min", label: "Per filtration, in fast mode" },
      { value: "100 hl", label: "Suitable for breweries up to 100 hl" },
    ],
    imageAlt: "Plate filter installed next to three stainless brewing vessels in a brewhouse",
  },
  advantages: {
    eyebrow: "Advantages",
    title: "Why choose a mash filter",
    items: [
      {
        title: "Throughput",
        description:
          "Short, consistent filtrations, each under 35 minutes in fast mode, so you can fit more brews into the day.",
      },
      {
        title: "Extraction",
        description:
          "The thin bed accepts a finer grist than a lauter tun, which helps wort extraction during brewing.",
      },
      {
        title: "Recipe freedom",
        description:
          "The cloths do the filtering, not the malt husks: your recipes can include more wheat or unmalted cereals.",
      },
      {
        title: "Repeatability",
        description:
          "An automated cycle with the same parameters from one brew to the next, for consistent wort quality.",
      },
    ],
  },
  models: {
    eyebrow: "Range",
    title: "Two models: Micro and Junior",
    intro:
      "Two sizes of Meura mash filter, to be chosen according to the grist load of your brews and how your brewing is organised.",
    capacityLabel: "of grist, maximum",
    featuresLabel: "Features",
    items: [
      {
        name: "Meura Micro",
        tagline: "The compact format for smaller brews",
        capacity: "600 kg",
        features: [
          "Up to 600 kg of grist",
          "Under 100 minutes per filtration cycle",
          "3 to 4 brews in a brewing day of 10 to 12 hours",
          `Integrated, installed and serviced by ${company.shortName}`,
        ],
      },
      {
        name: "Meura Junior",
        tagline: "For larger brews",
        capacity: "3 t",
        features: [
          "Up to 3 tonnes of grist",
          "About 14 hours per brewing day",
          `Integrated, installed and serviced by ${company.shortName}`,
        ],
      },
    ],
  },
  partnership: {
    eyebrow: "Partnership",
    title: `${company.shortName}, your Meura partner in Belgium and northern France`,
    paragraphs: [
      `${company.shortName} integrates, installs and services Meura filters in Belgium and northern France.`,
      "We handle everything around the filter so that it fits cleanly into your brewhouse and your way of working, with a single point of contact from the first site survey to servicing.",
    ],
    items: [
      "Integration study: layout, connections and utilities",
      "Stainless pipework between mash tun, filter and wort kettle",
      "Interface with the brewhouse automation and SCADA",
      "Installation, commissioning and training for your brewers",
      "Servicing and maintenance of the filter",
    ],
    link: "See our brewery equipment",
  },
  cta: {
    title: "Planning a wort filtration project?",
    text: "Let's talk about your volumes, your recipes and your brewhouse: we will work out with you which Meura filter fits best.",
    button: "Request a study",
  },
};

export default meura;
