import type { Translation } from "../../translation";
import type fr from "../fr/admin-password.server";

const adminPassword: Translation<typeof fr> = {
  title: "Password",
};

export default adminPassword;
