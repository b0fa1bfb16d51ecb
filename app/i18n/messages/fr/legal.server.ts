const legal = {
  meta: {
    title: "Mentions légales",
    description: "Informations légales relatives à l'éditeur du site Procelia Engineering.",
  },
  hero: {
    title: "Mentions légales",
    intro: "Informations légales relatives à l'éditeur du site Procelia Engineering.",
  },
};

export default legal;
