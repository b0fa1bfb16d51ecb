import type { Translation } from "../../translation";
import type fr from "../fr/waterWaste.server";

const waterWaste: Translation<typeof fr> = {
  meta: {
    title: "Industrial wastewater treatment",
    description:
      "Turnkey industrial wastewater plants: pre-treatment, flotation, biological treatment and sludge handling.",
  },
  hero: {
    title: "Industrial wastewater treatment",
    intro:
      "Turnkey industrial wastewater plants: pre-treatment, flotation, biological treatment and sludge handling.",
  },
};

export default waterWaste;
