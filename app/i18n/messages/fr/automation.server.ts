const automation = {
  meta: {
    title: "Automatisation industrielle : API, IHM et supervision",
    description:
      "Programmation d'automates, écrans IHM et supervision SCADA pour des lignes de production fiables, traçables et évolutives.",
  },
  hero: {
    title: "Automatisation industrielle : API, IHM et supervision",
    intro:
      "Programmation d'automates, écrans IHM et supervision SCADA pour des lignes de production fiables, traçables et évolutives.",
  },
};

export default automation;
