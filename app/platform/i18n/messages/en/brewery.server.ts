import type { Translation } from "../../translation";
import type fr from "../fr/brewery.server";

const brewery: Translation<typeof fr> = {
  meta: {
    title: "Brewery equipment: brewhouses, tanks and CIP",
    description:
      "Brewhouses, fermentation and maturation tanks, CIP, piping, glycol and automation for craft and industrial breweries in Belgium and northern France.",
  },
  hero: {
    eyebrow: "Brewing",
    title: "Brewery equipment and installations",
    intro:
      "Brewhouses, fermentation and maturation tanks, CIP, piping, glycol and automation: we support craft and industrial breweries in Belgium and northern France, from the first brew to scaling up.",
    cta: "Talk about your brewery",
  },
  why: {
    eyebrow: "Why us",
    title: "Engineers who speak the brewer's language",
    paragraphs: [
      "We start from your recipes, brewing schedule and volumes to size the installation: brew length and brews per day, number of fermenters and maturation tanks, refrigeration capacity, hot water and energy needs.",
      "Vessel fabrication, stainless pipework, electrical and automation work are coordinated on a single project, on a schedule built around your production. You keep one point of contact from design to commissioning.",
    ],
    imageAlt:
      "Brewhouse: a plate filter and three stainless brewing vessels on a platform, connected by pipework",
  },
  services: {
    eyebrow: "What we do",
    title: "The whole brewery, from milling to bright beer tank",
    intro:
      "We deliver complete equipment or add to your existing installation, in stainless steel with hygienic fittings suited to brewing.",
    items: [
      {
        title: "Brewhouse",
        description:
          "Mash tun, lauter tun or mash filter, wort kettle, whirlpool and wort cooler, sized for your brew length and brewing rate.",
      },
      {
        title: "Fermentation and maturation tanks",
        description:
          "Insulated cylindroconical fermenters and maturation tanks with glycol jackets, relief valves, carbonation, yeast removal and bright beer tanks for packaging.",
      },
      {
        title: "Cleaning in place (CIP)",
        description:
          "CIP station with caustic, acid and recovered-water tanks, heating and supply/return pumps, cleaning vessels and lines automatically in repeatable cycles.",
      },
      {
        title: "Piping and utilities",
        description:
          "Hygienic stainless pipework, transfer panels, glycol network and chiller, hot water and steam, compressed air, CO₂ and nitrogen.",
      },
      {
        title: "Brewing automation",
        description:
          "Recipe management and mash steps, fermentation temperature control tank by tank, brew traceability and remote access to the SCADA.",
      },
    ],
    custom: {
      title: "Equipment to replace or add?",
      text: "A new fermenter, a second-hand brewhouse to refit, a cellar extension: we also work on existing installations.",
      link: "Tell us about it",
    },
  },
  references: {
    eyebrow: "References",
    title: "Some of the breweries we have equipped",
    intro:
      "Out of respect for our clients' confidentiality we do not name them; here is what a few of the projects involved.",
    items: [
      {
        name: "Craft brewery, Hainaut",
        description:
          "20 hl brewery: two-vessel brewhouse, four 40 hl fermenters and a mobile CIP station.",
      },
      {
        name: "Microbrewery, Lille area",
        description:
          "Cellar extension: three 20 hl maturation tanks, glycol network and temperature control for each tank.",
      },
      {
        name: "Family brewery, Namur province",
        description:
          "Replacement of the brewhouse with a 50 hl installation and automated recipe management.",
      },
      {
        name: "Regional brewery, West Flanders",
        description:
          "New fermentation cellar: eight 100 hl cylindroconical tanks, stainless pipework and transfer panels.",
      },
      {
        name: "Industrial brewery, Hauts-de-France",
        description:
          "Centralised three-tank CIP station with solution recovery, serving the brewhouse and the cellars.",
      },
      {
        name: "Cooperative brewery, Walloon Brabant",
        description:
          "Full brewing automation: PLC, SCADA, recipe management and brew traceability.",
      },
    ],
  },
  advantages: {
    eyebrow: "Your benefits",
    title: "What you gain by working with us",
    items: [
      "One point of contact for vessels, piping, electrical and automation",
      "Equipment sized for your recipes, volumes and brewing rate",
      "Consistent beer thanks to precise control of mashing and fermentation",
      "Lower running costs: heat recovery from wort cooling, CIP with solution recovery",
      "Work scheduled to keep interruptions to your brewing to a minimum",
      "Support after commissioning: maintenance, spare parts and technical assistance",
    ],
  },
  growth: {
    eyebrow: "Growth",
    title: "From craft brewery to industrial capacity",
    intro:
      "Many breweries start with a compact brewhouse and a handful of fermenters, then see demand outgrow their capacity. We design from the outset an installation that can grow with you.",
    stages: [
      {
        title: "Start on solid foundations",
        description:
          "Space reserved for new tanks, manifolds and glycol network sized for expansion, automation ready to take more equipment.",
      },
      {
        title: "Increase capacity",
        description:
          "More fermenters and maturation tanks, extra brews per day, upgraded refrigeration and CIP, with production stops kept to what is strictly needed.",
      },
      {
        title: "Move to industrial scale",
        description:
          "A new brewhouse, wort separation with a mash filter, centralised SCADA and full traceability from raw materials to packaging.",
      },
    ],
    meuraText: "For wort separation, we integrate mash filters from our partner Meura.",
    meuraLink: "Discover Meura filtration",
  },
  cta: {
    title: "Building a new brewery or expanding yours?",
    text: "Tell us about your beers, your volumes and your plans: we will help you size the installation that suits you.",
    button: "Talk about your brewery",
  },
};

export default brewery;
