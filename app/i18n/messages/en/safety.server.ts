import type { Translation } from "../../translation";
import type fr from "../fr/safety.server";

const safety: Translation<typeof fr> = {
  meta: {
    title: "Safety and compliance of process plants",
    description: "CE, ATEX, PED and HACCP compliance for your machines and process installations.",
  },
  hero: {
    title: "Safety and compliance of process plants",
    intro: "CE, ATEX, PED and HACCP compliance for your machines and process installations.",
  },
};

export default safety;
