const projects = {
  meta: {
    title: "Nos réalisations clients",
    description:
      "Des projets livrés dans l'agroalimentaire et la pharmacie, en Belgique, en France et en Espagne.",
  },
  hero: {
    title: "Nos réalisations clients",
    intro:
      "Des projets livrés dans l'agroalimentaire et la pharmacie, en Belgique, en France et en Espagne.",
  },
};

export default projects;
