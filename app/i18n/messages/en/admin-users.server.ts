import type { Translation } from "../../translation";
import type fr from "../fr/admin-users.server";

const adminUsers: Translation<typeof fr> = {
  title: "Team",
};

export default adminUsers;
