const adminFactors = {
  title: "Connexion renforcée",
  /** The passkey buttons (sign-in, second step, confirmation) and their outcomes. */
  passkey: {
    signIn: "Connexion par clé d'accès",
    use: "Utiliser une clé d'accès",
    working: "Suivez les instructions de votre appareil…",
    cancelled: "La clé d'accès n'a pas été utilisée. Réessayez quand vous êtes prêt.",
    refused: "Cette clé d'accès n'a pas été reconnue pour ce compte.",
    unsupported: "Ce navigateur ne permet pas d'utiliser une clé d'accès.",
    expired: "La page a expiré. Rechargez-la et recommencez.",
    failed: "La vérification n'a pas abouti. Réessayez.",
  },
  verify: {
    title: "Vérification en deux étapes",
    intro: "Votre mot de passe est correct. Prouvez maintenant que c'est bien vous.",
    totpTitle: "Code de l'application d'authentification",
    totpHint:
      "Les 6 chiffres affichés par votre application (Google Authenticator, Microsoft Authenticator, 1Password…).",
    code: "Code à 6 chiffres",
    verify: "Vérifier",
    recoveryTitle: "Code de secours",
    recoveryIntro:
      "Plus accès à votre téléphone ? Utilisez un des codes de secours notés lors de l'activation. Chaque code ne sert qu'une fois.",
    recoveryCode: "Code de secours",
    useRecovery: "Utiliser ce code",
    passkeyTitle: "Clé d'accès",
    passkeyIntro:
      "Avec l'empreinte, le visage ou le code de votre appareil, ou avec une clé de sécurité.",
    invalid: "Code incorrect ou déjà utilisé.",
    limited: "Trop de codes incorrects depuis votre adresse. Réessayez dans {wait}.",
    cancel: "Annuler et revenir à la connexion",
    noScript: "La clé d'accès demande JavaScript ; le code de l'application fonctionne sans.",
  },
  confirm: {
    title: "Confirmez que c'est vous",
    intro:
      "Cette action protège votre compte ou les données de l'équipe : prouvez que c'est bien vous. La confirmation vaut cinq minutes.",
    passwordTitle: "Avec votre mot de passe",
    password: "Mot de passe",
    submit: "Confirmer",
    totpTitle: "Avec un code de votre application",
    code: "Code à 6 chiffres",
    passkeyTitle: "Avec une clé d'accès",
    wrongPassword: "Mot de passe incorrect.",
    invalid: "Code incorrect ou déjà utilisé.",
    limited: "Trop de tentatives depuis votre adresse. Réessayez dans {wait}.",
    recoveryTitle: "Avec un code de secours",
    recoveryCode: "Code de secours",
    factorRequired:
      "Votre compte a un second facteur : confirmez avec votre clé d'accès, un code de votre application ou un code de secours.",
    resumeIntro: "C'est confirmé : votre action continue.",
    resume: "Continuer",
    downloadStarted: "C'est confirmé : le téléchargement du fichier commence.",
    back: "Revenir sans confirmer",
  },
  security: {
    title: "Sécurité de la connexion",
    intro:
      "Un second facteur protège votre compte même si votre mot de passe est connu de quelqu'un d'autre.",
    required:
      "L'équipe exige un second facteur pour chaque compte. Ajoutez une clé d'accès ou activez l'application d'authentification : le reste de l'administration s'ouvrira ensuite.",
    requiredMet: "L'équipe exige un second facteur pour chaque compte : votre compte en a un.",
    stepUpNote:
      "Retirer une clé d'accès, désactiver l'application ou générer de nouveaux codes demande de confirmer votre identité.",
    passkeysTitle: "Clés d'accès",
    passkeysIntro:
      "Une clé d'accès (passkey) remplace le mot de passe : empreinte, visage ou code de votre ordinateur ou téléphone, ou clé de sécurité USB. Elle suffit pour se connecter et ne peut pas être hameçonnée.",
    passkeysEmpty: "Aucune clé d'accès pour l'instant.",
    passkeysCaption: "Vos clés d'accès",
    name: "Nom",
    added: "Ajoutée le",
    lastUsed: "Dernière utilisation",
    never: "jamais",
    actions: "Actions",
    rename: "Renommer",
    renameLabel: "Nouveau nom de « {name} »",
    remove: "Retirer",
    removeLabel: "Retirer « {name} »",
    unnamed: "Clé sans nom",
    newName: "Nom de la nouvelle clé",
    newNameHint: "Pour la reconnaître dans la liste, par exemple « Portable du bureau ».",
    add: "Ajouter une clé d'accès",
    adding: "Suivez les instructions de votre appareil…",
    addFailed: "La clé d'accès n'a pas été ajoutée. Réessayez.",
    addCancelled: "L'ajout a été annulé.",
    alreadyAdded: "Cette clé d'accès est déjà enregistrée sur votre compte.",
    added_: "La clé d'accès a été ajoutée.",
    renamed: "La clé d'accès a été renommée.",
    removed: "La clé d'accès a été retirée.",
    noScript: "L'ajout d'une clé d'accès demande JavaScript.",
    totpTitle: "Application d'authentification",
    totpIntro:
      "Une application de votre téléphone (Google Authenticator, Microsoft Authenticator, 1Password…) donne un code à 6 chiffres qui change toutes les 30 secondes.",
    totpOn: "Activée depuis le {date}.",
    totpOff: "Pas activée.",
    totpStart: "Configurer l'application",
    totpScan: "1. Scannez ce code QR avec l'application, ou saisissez la clé ci-dessous.",
    totpOpenApp: "Sur ce téléphone : ouvrir dans l'application d'authentification",
    recoveryDownload: "Télécharger les codes (fichier texte)",
    recoveryFileTitle: "Codes de secours du compte {account} ({site}), créés le {date}",
    recoveryFileNote:
      "Chaque code ne sert qu'une fois. Gardez ce fichier hors de ce téléphone ou de cet ordinateur.",
    totpQrAlt: "Code QR à scanner avec l'application d'authentification",
    totpSecret: "Clé à saisir à la main",
    totpConfirm: "2. Saisissez le code affiché par l'application pour terminer.",
    totpCode: "Code à 6 chiffres",
    totpEnable: "Activer",
    totpCancel: "Annuler",
    totpInvalid:
      "Ce code ne correspond pas. Vérifiez l'heure de votre téléphone et saisissez le code actuel.",
    totpEnabled: "L'application d'authentification est activée.",
    totpDisable: "Désactiver l'application",
    totpDisabled:
      "L'application d'authentification est désactivée ; ses codes de secours ne fonctionnent plus.",
    secretsKeyMissing:
      "L'application d'authentification ne peut pas être activée : le serveur n'a pas de clé de chiffrement (SECRETS_KEY). Demandez à la personne qui l'administre de la configurer.",
    lastFactor:
      "L'équipe exige un second facteur : ajoutez-en un autre avant de retirer le dernier.",
    recoveryTitle: "Codes de secours",
    recoveryIntro:
      "Si vous perdez votre téléphone, un code de secours remplace une fois le code de l'application.",
    recoveryLeft: "Codes encore utilisables : {count} sur 10.",
    recoveryNone:
      "Les codes de secours accompagnent l'application d'authentification : activez-la d'abord.",
    recoveryNew: "Générer de nouveaux codes",
    recoveryShownTitle: "Vos codes de secours",
    recoveryShown:
      "Notez ou imprimez ces codes maintenant et gardez-les en lieu sûr : ils ne seront plus affichés. Chacun ne sert qu'une fois ; les anciens codes ne fonctionnent plus.",
    teamRule: "Règle de l'équipe",
    teamRuleLink: "Exiger un second facteur pour tous les comptes",
  },
  rule: {
    title: "Sécurité de l'équipe",
    intro: "Les règles de connexion qui valent pour tous les comptes.",
    requireTitle: "Second facteur obligatoire",
    requireIntro:
      "Activée, cette règle impose à chaque compte une clé d'accès ou une application d'authentification. Un compte qui n'en a pas est dirigé vers la page de configuration dès sa connexion et ne peut rien ouvrir d'autre avant d'en avoir ajouté un.",
    require: "Exiger un second facteur pour tous les comptes",
    save: "Enregistrer",
    saved: "La règle est enregistrée.",
    on: "La règle est active.",
    off: "La règle n'est pas active.",
    changed: "Dernière modification : {date} par {name}.",
    without: "Comptes actifs sans second facteur : {count}.",
    withoutNone: "Tous les comptes actifs ont un second facteur.",
    youFirst:
      "Ajoutez d'abord un second facteur à votre propre compte (page « Sécurité de la connexion »), sinon vous seriez vous-même bloqué.",
    yourSecurity: "Sécurité de ma connexion",
  },
};

export default adminFactors;
