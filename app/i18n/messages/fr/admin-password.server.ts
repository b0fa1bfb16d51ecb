const adminPassword = {
  title: "Mot de passe",
};

export default adminPassword;
