import type { Translation } from "../../translation";
import type fr from "../fr/meura.server";

const meura: Translation<typeof fr> = {
  meta: {
    title: "Meura filtration: brewery mash filters",
    description:
      "As Meura's partner, we integrate Meura mash filters into breweries across Belgium and northern France.",
  },
  hero: {
    title: "Meura filtration: brewery mash filters",
    intro:
      "As Meura's partner, we integrate Meura mash filters into breweries across Belgium and northern France.",
  },
};

export default meura;
