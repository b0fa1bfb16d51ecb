const foodBeverage = {
  meta: {
    title: "Process agroalimentaire et boissons",
    description:
      "Skids, cuves et lignes de process hygiéniques pour l'agroalimentaire et les boissons, de l'étude à la mise en service.",
  },
  hero: {
    title: "Process agroalimentaire et boissons",
    intro:
      "Skids, cuves et lignes de process hygiéniques pour l'agroalimentaire et les boissons, de l'étude à la mise en service.",
  },
};

export default foodBeverage;
