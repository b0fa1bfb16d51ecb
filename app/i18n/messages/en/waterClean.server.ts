import type { Translation } from "../../translation";
import type fr from "../fr/waterClean.server";

const waterClean: Translation<typeof fr> = {
  meta: {
    title: "Process water treatment",
    description:
      "Softening, reverse osmosis, ultrafiltration and UV disinfection: controlled process water for your production.",
  },
  hero: {
    title: "Process water treatment",
    intro:
      "Softening, reverse osmosis, ultrafiltration and UV disinfection: controlled process water for your production.",
  },
};

export default waterClean;
