import { company } from "~/platform/content/company";

const roles = {
  admin: "Administrateur",
  editor: "Rédacteur",
  sales: "Commercial",
  recruiter: "Recrutement",
};

const adminUsers = {
  title: "Équipe",
  intro:
    "Les personnes qui ont accès à l'administration : leur rôle, leur langue et l'état de leur compte.",
  inviteAction: "Inviter une personne",
  caption: "{count} compte(s), par nom d'utilisateur",
  columns: {
    person: "Personne",
    role: "Rôle",
    language: "Langue",
    state: "État",
    lastSignIn: "Dernière connexion",
    secondFactor: "Second facteur",
  },
  you: "(vous)",
  never: "jamais",
  noEmail: "pas d'adresse e-mail",
  roles,
  roleHints: {
    admin:
      "Tout : les demandes et leur effacement, les contenus, les paramètres du site, le journal d'activité et les comptes de l'équipe.",
    editor:
      "Les articles, les images, les textes des pages et les contenus ; pas les demandes ni les réglages.",
    sales:
      "Les demandes : les lire, changer leur statut, les annoter, y répondre et les exporter ; pas l'effacement ni les contenus.",
    recruiter:
      "Les offres d'emploi et les candidatures : les publier, lire les candidatures, changer leur état, les annoter ; pas les demandes commerciales.",
  },
  languages: { fr: "Français", en: "Anglais" },
  states: {
    active: "Actif",
    invited: "Invité, lien valable jusqu'au {date}",
    invitationExpired: "Invité, lien expiré le {date}",
    invitedNoLink: "Invité, sans lien en cours",
    disabled: "Désactivé depuis le {date}",
  },
  factors: {
    passkey: "Clé d'accès",
    totp: "Application d'authentification",
    both: "Clé d'accès et application",
    none: "Aucun",
  },
  done: {
    updated: "Le compte de {name} est enregistré.",
    disabled: "Le compte de {name} est désactivé ; ses sessions ont été fermées.",
    enabled: "Le compte de {name} est réactivé.",
    removed: "Le compte de {name} est supprimé.",
    factorsReset:
      "Les seconds facteurs de {name} sont retirés : son mot de passe suffit pour se connecter, puis il ou elle en ajoute un nouveau.",
  },
  form: {
    displayName: "Nom et prénom",
    email: "Adresse e-mail",
    emailEditHint: "Pour les liens d'invitation et de réinitialisation, et les avis de sécurité.",
    username: "Nom d'utilisateur",
    usernameHint:
      "Pour se connecter. Laissé vide, il reprend le début de l'adresse e-mail. De 3 à 64 caractères : lettres, chiffres, point, tiret ou trait de soulignement.",
    role: "Rôle",
    language: "Langue",
    languageHint: "Celle de son administration et des e-mails qu'il ou elle recevra.",
  },
  errors: {
    invalid: "Certains champs sont à corriger ; rien n'a été enregistré.",
    required: "Ce champ est obligatoire.",
    tooLong: "Ce texte est trop long.",
    email: "Cette adresse e-mail n'est pas valable.",
    username: "De 3 à 64 caractères : lettres, chiffres, point, tiret ou trait de soulignement.",
    usernameTaken: "Ce nom d'utilisateur est déjà pris par un autre compte.",
    emailTaken: "Un autre compte utilise déjà cette adresse e-mail.",
    lastAdmin:
      "{name} est le dernier administrateur actif : ce compte ne peut être ni supprimé, ni désactivé, ni changer de rôle. Donnez d'abord le rôle d'administrateur à une autre personne.",
    selfDisable:
      "Vous ne pouvez pas désactiver votre propre compte : vous perdriez l'accès à l'administration. Demandez-le à un autre administrateur.",
    selfRemove:
      "Vous ne pouvez pas supprimer votre propre compte : vous perdriez l'accès à l'administration. Demandez-le à un autre administrateur.",
    notActive: "Ce compte est désactivé ou n'a pas encore choisi de mot de passe.",
    notInvited:
      "Ce compte a déjà choisi son mot de passe : envoyez-lui plutôt un lien de réinitialisation.",
  },
  invite: {
    title: "Inviter une personne",
    intro:
      "La personne reçoit un lien à usage unique, valable 72 h, pour choisir son mot de passe. Sans serveur d'envoi d'e-mails, le lien vous est montré pour que vous le lui transmettiez.",
    submit: "Créer le compte et inviter",
    cancel: "Annuler",
  },
  link: {
    inviteSent: "Invitation envoyée à {email}. Le lien fonctionne une fois, pendant 72 h.",
    resetSent: "Lien de réinitialisation envoyé à {email}. Il fonctionne une fois, pendant 30 min.",
    title: "Transmettez ce lien vous-même",
    invite:
      "Donnez ce lien à {name} vous-même : il ne fonctionne qu'une fois, pendant 72 h. Il ne sera plus affiché.",
    reset:
      "Donnez ce lien à {name} vous-même : il ne fonctionne qu'une fois, pendant 30 min. Il ne sera plus affiché.",
    why: {
      noSmtp: "Aucun serveur d'envoi d'e-mails n'est configuré.",
      noEmail: "Ce compte n'a pas d'adresse e-mail.",
      failed: "L'envoi de l'e-mail a échoué.",
    },
    inviteLabel: "Lien d'invitation pour {name}",
    resetLabel: "Lien de réinitialisation pour {name}",
    copyHint: "Sélectionnez le lien entier et copiez-le dans votre message.",
    created: "Le compte de {name} est créé.",
    back: "Retour à l'équipe",
    toAccount: "Voir le compte de {name}",
  },
  edit: {
    title: "Compte de {name}",
    back: "Retour à l'équipe",
    missing: "Ce compte n'existe pas ou plus.",
    detailsTitle: "Identité, rôle et langue",
    save: "Enregistrer",
    facts: {
      username: "Nom d'utilisateur",
      createdAt: "Compte créé le",
      lastSignIn: "Dernière connexion",
      state: "État",
      secondFactor: "Second facteur",
    },
    selfRole:
      "C'est votre compte : si vous quittez le rôle d'administrateur, vous n'aurez plus accès à cette page.",
    inviteTitle: "Invitation",
    inviteIntro: "Un nouveau lien, valable 72 h ; le précédent cesse de fonctionner.",
    resend: "Renvoyer l'invitation",
    factorsTitle: "Second facteur perdu",
    factorsIntro:
      "Si cette personne a perdu sa clé d'accès ou son téléphone, retirez ses seconds facteurs (clés d'accès, application et codes de secours) : son mot de passe suffira pour se connecter, et elle en ajoutera un nouveau. Elle en est avertie par e-mail.",
    factorsNone: "Ce compte n'a ni clé d'accès ni application d'authentification.",
    resetFactors: "Retirer ses seconds facteurs",
    resetTitle: "Mot de passe oublié",
    resetIntro:
      "Un lien à usage unique, valable 30 min, pour choisir un nouveau mot de passe. Le mot de passe actuel reste valable tant que le lien n'est pas utilisé.",
    reset: "Envoyer un lien de réinitialisation",
    accessTitle: "Accès",
    disableIntro:
      "Un compte désactivé ne peut plus se connecter et ses sessions ouvertes sont fermées tout de suite. Vous pourrez le réactiver.",
    disable: "Désactiver le compte",
    enableIntro: "Ce compte est désactivé. Réactivé, il peut de nouveau se connecter.",
    enable: "Réactiver le compte",
    removeTitle: "Supprimer le compte",
    removeIntro:
      "Définitif. La page suivante indique ce qui disparaît et ce qui reste, et demande confirmation.",
    remove: "Supprimer le compte…",
  },
  remove: {
    title: "Supprimer le compte de {name} ?",
    goesTitle: "Ce qui disparaît",
    goes: [
      "le compte {username} : la personne ne pourra plus se connecter ;",
      "ses sessions ouvertes, ses clés d'accès, son application d'authentification et ses codes de secours ;",
      "ses liens d'invitation ou de réinitialisation en cours, et ses brouillons d'articles non enregistrés.",
    ],
    staysTitle: "Ce qui reste",
    stays: [
      "le journal d'activité, qui garde son nom à chaque action ;",
      "les articles, images, textes et demandes, qui ne dépendent d'aucun compte.",
    ],
    alternative: "Pour couper l'accès sans rien effacer, désactivez plutôt le compte.",
    confirm: "Supprimer définitivement",
    cancel: "Annuler",
  },
  /**
   * The e-mails that carry an account link (account-link-mail.server.ts), one layout: greeting,
   * body, username, the link after its lead line, until when it works, closing, signature.
   * Placeholders: {name}, {username}, {sender} (the administrator), {site}, {url}, {role}, {date}.
   */
  mail: {
    greeting: "Bonjour {name},",
    username: "Votre nom d'utilisateur : {username}",
    signature: `L'administration du site ${company.shortName}`,
    invite: {
      subject: "Invitation à l'administration du site {site}",
      body: "{sender} vous invite à rejoindre l'administration du site de {site} ({url}), où l'équipe gère les demandes reçues par le site, les articles et les pages. Votre rôle : {role}.",
      open: "Pour choisir votre mot de passe, ouvrez ce lien :",
      valid:
        "Il ne fonctionne qu'une fois et reste valable 72 h, jusqu'au {date} (heure de Bruxelles).",
      closing:
        "Si vous ne vous attendiez pas à ce message, ignorez-le et prévenez la personne qui vous l'a envoyé.",
    },
    reset: {
      subject: "Réinitialisation de votre mot de passe : {site}",
      body: "{sender} vous envoie un lien pour choisir un nouveau mot de passe pour l'administration du site de {site}. Votre mot de passe actuel reste valable tant que vous ne l'utilisez pas.",
      open: "Pour choisir un nouveau mot de passe, ouvrez ce lien :",
      valid:
        "Il ne fonctionne qu'une fois et reste valable 30 min, jusqu'au {date} (heure de Bruxelles).",
      closing:
        "Si vous ne vous attendiez pas à ce message, ignorez-le et prévenez la personne qui vous l'a envoyé.",
    },
    selfReset: {
      subject: `${company.shortName} : nouveau mot de passe pour l'administration du site`,
      body: "Quelqu'un (vous, sans doute) a demandé à changer le mot de passe de votre compte.",
      open: "Pour en choisir un nouveau, ouvrez ce lien :",
      valid:
        "Le lien ne sert qu'une fois et reste valable 30 minutes, jusqu'au {date} (heure de Bruxelles).",
      closing:
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.",
    },
  },
};

export default adminUsers;
