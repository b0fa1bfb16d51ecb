import type { Translation } from "../../translation";
import type fr from "../fr/automation.server";

const automation: Translation<typeof fr> = {
  meta: {
    title: "Industrial automation: PLC, HMI and SCADA",
    description:
      "PLC programming, HMI screens and SCADA supervision for production lines that are reliable, traceable and ready to grow.",
  },
  hero: {
    title: "Industrial automation: PLC, HMI and SCADA",
    intro:
      "PLC programming, HMI screens and SCADA supervision for production lines that are reliable, traceable and ready to grow.",
  },
};

export default automation;
