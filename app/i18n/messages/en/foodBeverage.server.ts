import type { Translation } from "../../translation";
import type fr from "../fr/foodBeverage.server";

const foodBeverage: Translation<typeof fr> = {
  meta: {
    title: "Food and beverage process",
    description:
      "Hygienic skids, tanks and process lines for food and beverage plants, from design to commissioning.",
  },
  hero: {
    title: "Food and beverage process",
    intro:
      "Hygienic skids, tanks and process lines for food and beverage plants, from design to commissioning.",
  },
};

export default foodBeverage;
