import type { Translation } from "../../translation";
import type fr from "../fr/home.server";

const home: Translation<typeof fr> = {
  meta: {
    title: "Industrial process engineering in Belgium and northern France",
    description:
      "Automation, stainless piping, process skids, water treatment and turnkey installation for food and beverage, breweries, pharmaceuticals and chemicals.",
  },
  hero: {
    title: "Industrial process engineering in Belgium and northern France",
    intro:
      "Automation, stainless piping, process skids, water treatment and turnkey installation for food and beverage, breweries, pharmaceuticals and chemicals.",
  },
};

export default home;
