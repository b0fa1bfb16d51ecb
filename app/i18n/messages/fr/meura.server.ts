const meura = {
  meta: {
    title: "Filtration Meura : filtres-presses de brasserie",
    description:
      "Partenaire de Meura, nous intégrons les filtres-presses de maische Meura dans les brasseries de Belgique et du nord de la France.",
  },
  hero: {
    title: "Filtration Meura : filtres-presses de brasserie",
    intro:
      "Partenaire de Meura, nous intégrons les filtres-presses de maische Meura dans les brasseries de Belgique et du nord de la France.",
  },
};

export default meura;
