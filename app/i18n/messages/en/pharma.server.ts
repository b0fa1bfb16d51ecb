import type { Translation } from "../../translation";
import type fr from "../fr/pharma.server";

const pharma: Translation<typeof fr> = {
  meta: {
    title: "GMP-compliant pharmaceutical process",
    description:
      "Skids, vessels and water loops designed and qualified to GMP for the pharmaceutical industry.",
  },
  hero: {
    title: "GMP-compliant pharmaceutical process",
    intro:
      "Skids, vessels and water loops designed and qualified to GMP for the pharmaceutical industry.",
  },
};

export default pharma;
