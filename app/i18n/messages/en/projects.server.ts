import type { Translation } from "../../translation";
import type fr from "../fr/projects.server";

const projects: Translation<typeof fr> = {
  meta: {
    title: "Our client projects",
    description:
      "Projects delivered for food and pharmaceutical manufacturers in Belgium, France and Spain.",
  },
  hero: {
    title: "Our client projects",
    intro:
      "Projects delivered for food and pharmaceutical manufacturers in Belgium, France and Spain.",
  },
};

export default projects;
