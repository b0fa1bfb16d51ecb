import type { Translation } from "../../translation";
import type fr from "../fr/privacy.server";

const privacy: Translation<typeof fr> = {
  meta: {
    title: "Privacy policy",
    description: "How we handle your data when you contact us through this site.",
  },
  hero: {
    title: "Privacy policy",
    intro: "How we handle your data when you contact us through this site.",
  },
};

export default privacy;
