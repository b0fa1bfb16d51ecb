const waterClean = {
  meta: {
    title: "Traitement de l'eau de process",
    description:
      "Adoucissement, osmose inverse, ultrafiltration et désinfection UV : une eau de process maîtrisée pour votre production.",
  },
  hero: {
    title: "Traitement de l'eau de process",
    intro:
      "Adoucissement, osmose inverse, ultrafiltration et désinfection UV : une eau de process maîtrisée pour votre production.",
  },
};

export default waterClean;
