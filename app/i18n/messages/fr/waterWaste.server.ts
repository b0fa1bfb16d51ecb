const waterWaste = {
  meta: {
    title: "Traitement des eaux usées industrielles",
    description:
      "Stations d'épuration industrielles clé en main : prétraitement, flottation, traitement biologique et valorisation des boues.",
  },
  hero: {
    title: "Traitement des eaux usées industrielles",
    intro:
      "Stations d'épuration industrielles clé en main : prétraitement, flottation, traitement biologique et valorisation des boues.",
  },
};

export default waterWaste;
