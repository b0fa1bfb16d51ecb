const safety = {
  meta: {
    title: "Sécurité et conformité des installations",
    description:
      "Mise en conformité CE, ATEX, DESP et HACCP de vos machines et installations de process.",
  },
  hero: {
    title: "Sécurité et conformité des installations",
    intro:
      "Mise en conformité CE, ATEX, DESP et HACCP de vos machines et installations de process.",
  },
};

export default safety;
