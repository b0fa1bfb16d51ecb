import { company } from "~/content/company";

const adminPassword = {
  title: "Mot de passe",
  /** E-mails to an account when its way of signing in changes (ASVS 2.2.3). */
  notices: {
    subject: `${company.shortName} : la sécurité de votre compte a changé`,
    greeting: "Bonjour {name},",
    changes: {
      password: "Le mot de passe de votre compte a été modifié.",
      passwordReset:
        "Le mot de passe de votre compte a été réinitialisé à l'aide d'un lien reçu par e-⁠mail.",
      passkeyAdded: "Une clé d'accès (passkey) a été ajoutée à votre compte.",
      passkeyRemoved: "Une clé d'accès (passkey) a été retirée de votre compte.",
      totpEnabled:
        "Les codes d'une application d'authentification sont désormais demandés à la connexion.",
      totpDisabled:
        "Les codes d'une application d'authentification ne sont plus demandés à la connexion.",
      recoveryCodes:
        "De nouveaux codes de secours ont été générés ; les anciens ne fonctionnent plus.",
    },
    when: "Date : {date} (heure de Bruxelles).",
    notYou:
      "Si ce n'est pas vous, prévenez immédiatement un administrateur : il peut désactiver le compte et mettre fin à toutes ses sessions.",
    signature: `L'administration du site ${company.shortName}`,
  },
};

export default adminPassword;
