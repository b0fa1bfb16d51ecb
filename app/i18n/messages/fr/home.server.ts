const home = {
  meta: {
    title: "Ingénierie de procédés industriels en Belgique et dans le nord de la France",
    description:
      "Automatisation, tuyauterie inox, skids process, traitement des eaux et installation clé en main pour l'agroalimentaire, la brasserie, la pharmacie et la chimie.",
  },
  hero: {
    title: "Ingénierie de procédés industriels en Belgique et dans le nord de la France",
    intro:
      "Automatisation, tuyauterie inox, skids process, traitement des eaux et installation clé en main pour l'agroalimentaire, la brasserie, la pharmacie et la chimie.",
  },
};

export default home;
