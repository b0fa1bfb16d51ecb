const adminUsers = {
  title: "Équipe",
};

export default adminUsers;
