import type { Translation } from "../../translation";
import type fr from "../fr/admin-factors.server";

const adminFactors: Translation<typeof fr> = {
  title: "Stronger sign-⁠in",
};

export default adminFactors;
