const adminFactors = {
  title: "Connexion renforcée",
};

export default adminFactors;
