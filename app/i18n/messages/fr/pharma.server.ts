const pharma = {
  meta: {
    title: "Process pharmaceutique conforme BPF",
    description:
      "Skids, cuves et boucles d'eau conçus et qualifiés selon les BPF pour l'industrie pharmaceutique.",
  },
  hero: {
    title: "Process pharmaceutique conforme BPF",
    intro:
      "Skids, cuves et boucles d'eau conçus et qualifiés selon les BPF pour l'industrie pharmaceutique.",
  },
};

export default pharma;
