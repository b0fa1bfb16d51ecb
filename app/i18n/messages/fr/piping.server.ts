const piping = {
  meta: {
    title: "Tuyauterie industrielle inox et acier",
    description:
      "Conception, préfabrication et pose de tuyauteries inox et acier pour l'agroalimentaire, la pharmacie et la chimie.",
  },
  hero: {
    title: "Tuyauterie industrielle inox et acier",
    intro:
      "Conception, préfabrication et pose de tuyauteries inox et acier pour l'agroalimentaire, la pharmacie et la chimie.",
  },
};

export default piping;
