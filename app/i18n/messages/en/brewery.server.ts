import type { Translation } from "../../translation";
import type fr from "../fr/brewery.server";

const brewery: Translation<typeof fr> = {
  meta: {
    title: "Brewery equipment",
    description:
      "Brewhouses, fermentation and maturation tanks, CIP and piping for craft and industrial breweries.",
  },
  hero: {
    title: "Brewery equipment",
    intro:
      "Brewhouses, fermentation and maturation tanks, CIP and piping for craft and industrial breweries.",
  },
};

export default brewery;
