const brewery = {
  meta: {
    title: "Équipements de brasserie",
    description:
      "Salles de brassage, cuves de fermentation et de garde, NEP et tuyauteries pour brasseries artisanales et industrielles.",
  },
  hero: {
    title: "Équipements de brasserie",
    intro:
      "Salles de brassage, cuves de fermentation et de garde, NEP et tuyauteries pour brasseries artisanales et industrielles.",
  },
};

export default brewery;
