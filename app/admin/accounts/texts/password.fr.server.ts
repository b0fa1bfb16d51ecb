import { company } from "~/platform/content/company";

const adminPassword = {
  title: "Mot de passe",
  /** E-mails to an account when its way of signing in changes (ASVS 2.2.3). */
  notices: {
    subject: `${company.shortName} : la sécurité de votre compte a changé`,
    greeting: "Bonjour {name},",
    changes: {
      password: "Le mot de passe de votre compte a été modifié.",
      passwordReset:
        "Le mot de passe de votre compte a été réinitialisé à l'aide d'un lien reçu par e-mail.",
      passkeyAdded: "Une clé d'accès (passkey) a été ajoutée à votre compte.",
      passkeyRemoved: "Une clé d'accès (passkey) a été retirée de votre compte.",
      totpEnabled:
        "Les codes d'une application d'authentification sont désormais demandés à la connexion.",
      totpDisabled:
        "Les codes d'une application d'authentification ne sont plus demandés à la connexion.",
      factorsReset:
        "Les seconds facteurs de votre compte (clés d'accès, application d'authentification et codes de secours) ont été retirés par un administrateur. À la prochaine connexion, votre mot de passe suffit ; ajoutez ensuite un nouveau facteur dans « Sécurité de la connexion ».",
      recoveryCodes:
        "De nouveaux codes de secours ont été générés ; les anciens ne fonctionnent plus.",
    },
    when: "Date : {date} (heure de Bruxelles).",
    notYou:
      "Si ce n'est pas vous, prévenez immédiatement un administrateur : il peut désactiver le compte et mettre fin à toutes ses sessions.",
    signature: `L'administration du site ${company.shortName}`,
  },
  /** Why a new password is refused (password-policy.server.ts), and zxcvbn's findings in plain words. */
  policy: {
    problems: {
      tooShort: "Le mot de passe doit compter au moins 12 caractères.",
      tooLong: "Le mot de passe ne peut dépasser 256 caractères.",
      onlySpaces: "Le mot de passe ne peut pas être fait que d'espaces.",
      personal: `Le mot de passe ne peut contenir ni votre nom d'utilisateur, ni votre nom, ni votre adresse e-mail, ni le nom ${company.shortName}.`,
      common:
        "Ce mot de passe figure parmi les mots de passe les plus répandus ou déjà dérobés : choisissez-en un autre.",
      weak: "Ce mot de passe serait trop vite deviné.",
    },
    warnings: {
      straightRow: "Une rangée de touches du clavier se devine vite.",
      keyPattern: "Un motif court sur le clavier se devine vite.",
      simpleRepeat: "Un caractère répété (« aaa ») se devine vite.",
      extendedRepeat: "Un motif répété (« abcabc ») se devine vite.",
      sequences: "Une suite comme « abc » ou « 123 » se devine vite.",
      recentYears: "Une année récente se devine vite.",
      dates: "Une date se devine vite.",
      topTen: "C'est l'un des dix mots de passe les plus utilisés.",
      topHundred: "C'est l'un des cent mots de passe les plus utilisés.",
      common: "C'est un mot de passe très courant.",
      similarToCommon: "Il ressemble de près à un mot de passe très courant.",
      wordByItself: "Un mot seul se devine vite.",
      namesByThemselves: "Un prénom ou un nom seul se devine vite.",
      commonNames: "Les prénoms et noms de famille courants se devinent vite.",
      userInputs: "Il contient un nom lié à vous ou à la société.",
      pwned: "Ce mot de passe a déjà circulé après une fuite de données.",
    },
    suggestions: {
      l33t: "Remplacer une lettre par un signe (« @ » pour « a ») ne trompe personne.",
      reverseWords: "Un mot écrit à l'envers ne trompe personne.",
      allUppercase: "Tout en majuscules n'aide pas : mieux vaut un mot de plus.",
      capitalization: "Une majuscule en première lettre n'aide guère : mieux vaut un mot de plus.",
      dates: "Évitez les dates et années qui vous concernent.",
      recentYears: "Évitez les années récentes.",
      associatedYears: "Évitez les années qui vous concernent.",
      sequences: "Évitez les suites de caractères.",
      repeated: "Évitez de répéter des mots ou des caractères.",
      longerKeyboardPattern: "Évitez les motifs tracés sur le clavier.",
      anotherWord: "Ajoutez un ou deux mots peu courants, séparés par des espaces si vous voulez.",
      useWords: "Enchaînez plusieurs mots sans rapport entre eux, plutôt qu'une phrase connue.",
      noNeed: "Pas besoin de signes ni de chiffres : quelques mots sans rapport suffisent.",
      pwned: "Si vous l'utilisez ailleurs, changez-le là aussi.",
    },
  },
  /** The new-password field: its hint, show toggle and strength meter (app/admin/accounts/ui/new-password-field.tsx). */
  field: {
    hint: "Au moins 12 caractères. Le plus simple : quatre ou cinq mots sans rapport entre eux, espaces permis.",
    show: "Afficher",
    showLabel: "Afficher le mot de passe",
    strength: "Solidité",
    levels: {
      weak: "faible",
      fair: "moyenne",
      strong: "bonne",
      veryStrong: "très bonne",
    },
    status: "Solidité : {level}.",
    shortBy: "Encore {count} caractère(s) au minimum.",
    accepted: "Ce mot de passe sera accepté.",
  },
  /** Added to the sign-in page. */
  login: {
    passwordReset:
      "Votre mot de passe a été changé et vos sessions fermées. Connectez-vous avec le nouveau.",
  },
  forgot: {
    title: "Mot de passe oublié",
    intro:
      "Indiquez votre adresse e-mail ou votre nom d'utilisateur : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    identifier: "Adresse e-mail ou nom d'utilisateur",
    submit: "Envoyer le lien",
    sent: "Si un compte correspond, un lien est en route vers son adresse e-mail. Il ne sert qu'une fois et reste valable 30 minutes. Rien reçu ? Regardez dans les indésirables, ou demandez un lien à un administrateur.",
    limited: "Trop de demandes depuis votre adresse. Réessayez dans {wait}.",
    required: "Indiquez votre adresse e-mail ou votre nom d'utilisateur.",
    noMailTitle: "L'envoi d'e-mails n'est pas configuré",
    noMail:
      "Ce serveur n'envoie pas d'e-mails : aucun lien ne peut vous parvenir par ce chemin. Demandez à un administrateur de vous créer un lien de réinitialisation depuis la page « Équipe » de l'administration.",
    back: "Retour à la connexion",
  },
  reset: {
    title: "Choisir un nouveau mot de passe",
    intro:
      "Compte {username}. Une fois le mot de passe changé, toutes les sessions ouvertes sur ce compte sont fermées.",
    password: "Nouveau mot de passe",
    submit: "Enregistrer le mot de passe",
    invalidTitle: "Ce lien ne fonctionne plus",
    invalidBody:
      "Un lien de réinitialisation ne sert qu'une fois et expire au bout de 30 minutes ; une nouvelle demande annule aussi les liens précédents. Demandez-en un nouveau.",
    next: "Demander un nouveau lien",
  },
  welcome: {
    title: "Bienvenue",
    intro: `Vous êtes invité à rejoindre l'administration du site ${company.shortName}. Vérifiez qui vous êtes, puis choisissez votre mot de passe.`,
    name: "Nom",
    username: "Nom d'utilisateur",
    email: "Adresse e-mail",
    role: "Rôle",
    password: "Votre mot de passe",
    submit: "Enregistrer et entrer",
    invalidTitle: "Cette invitation ne fonctionne plus",
    invalidBody:
      "Une invitation ne sert qu'une fois et expire au bout de 72 heures. Demandez à l'administrateur qui vous a invité de vous l'envoyer à nouveau.",
    next: "Aller à la connexion",
  },
};

export default adminPassword;
