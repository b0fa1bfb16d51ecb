import type { Translation } from "../../translation";
import type fr from "../fr/legal.server";

const legal: Translation<typeof fr> = {
  meta: {
    title: "Legal notice",
    description: "Legal information about the publisher of the Procelia Engineering website.",
  },
  hero: {
    title: "Legal notice",
    intro: "Legal information about the publisher of the Procelia Engineering website.",
  },
};

export default legal;
