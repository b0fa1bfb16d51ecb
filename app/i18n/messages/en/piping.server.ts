import type { Translation } from "../../translation";
import type fr from "../fr/piping.server";

const piping: Translation<typeof fr> = {
  meta: {
    title: "Stainless and steel industrial piping",
    description:
      "Design, prefabrication and installation of stainless and carbon-steel piping for food, pharmaceutical and chemical plants.",
  },
  hero: {
    title: "Stainless and steel industrial piping",
    intro:
      "Design, prefabrication and installation of stainless and carbon-steel piping for food, pharmaceutical and chemical plants.",
  },
};

export default piping;
