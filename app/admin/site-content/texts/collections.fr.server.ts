const adminCollections = {
  title: "Contenus du site",
  intro:
    "Les listes que montrent les pages publiques : réalisations, logos clients… Ajoutez, modifiez, masquez ou réordonnez leurs éléments ; le site est à jour dans les secondes qui suivent.",
  count: "{count} élément(s)",
  hiddenCount: "dont {count} masqué(s)",
  manage: "Gérer « {collection} »",
  back: "Tous les contenus",
  add: "Ajouter un élément",
  items: "Éléments, dans l'ordre du site",
  empty: "Cette liste est vide : le site n'en montre rien.",
  neverEdited:
    "Personne n'a encore modifié cette liste : le site montre les éléments d'origine, fournis avec le site.",
  hidden: "Masqué",
  position: "Position {position} sur {count}",
  edit: "Modifier",
  editOf: "Modifier « {item} »",
  hide: "Masquer",
  hideOf: "Masquer « {item} » sur le site",
  show: "Afficher",
  showOf: "Afficher « {item} » sur le site",
  remove: "Supprimer",
  removeOf: "Supprimer « {item} »",
  moveUp: "Monter",
  moveUpOf: "Monter « {item} » d'une place",
  moveDown: "Descendre",
  moveDownOf: "Descendre « {item} » d'une place",
  moveTo: "Déplacer",
  moveToOf: "Déplacer « {item} » à la position choisie",
  moveToLabel: "Position de « {item} »",
  noPicture: "Sans image",
  done: {
    added: "Élément ajouté : « {item} ». Il est en ligne dans les secondes qui suivent.",
    addedOffSite:
      "Élément ajouté : « {item} ». Il n'apparaît pas sur le site : il est masqué, expiré ou pas encore valable (voyez son état dans la liste).",
    saved: "Modifications enregistrées : « {item} ».",
    hidden: "« {item} » est masqué : le site ne le montre plus.",
    shown: "« {item} » est de nouveau affiché sur le site.",
    shownOffSite:
      "« {item} » n'est plus masqué, mais il n'apparaît pas sur le site : il est expiré ou pas encore valable (voyez son état dans la liste).",
    moved: "« {item} » a changé de place.",
    deleted: "« {item} » est supprimé. L'historique permet de l'annuler.",
    restored: "Modification annulée : « {item} ».",
    unchanged: "Rien n'a changé : il n'y avait rien à enregistrer.",
  },
  alerts: {
    conflict:
      "Quelqu'un d'autre a modifié cette liste entre-temps : rien n'a été fait. Voici la liste à jour ; recommencez si nécessaire.",
    notFound: "Cet élément n'existe plus : il a sans doute été supprimé entre-temps.",
    rule: "Cette modification enfreindrait une règle de la liste : rien n'a été fait.",
    restoreInvalid:
      "Cet ancien état ne respecte plus les règles actuelles et ne peut pas être rétabli.",
    restoreMissing: "Cette modification n'existe pas ou plus dans l'historique.",
  },
  form: {
    newTitle: "Nouvel élément : {collection}",
    editTitle: "Modifier « {item} »",
    intro: "Les champs marqués d'un astérisque (*) sont obligatoires.",
    /** Each language's box of a text; Dutch may wait: its pages show the English meanwhile. */
    languages: { fr: "Français", en: "Anglais", nl: "Néerlandais (facultatif)" },
    visible: "Afficher sur le site",
    visibleHint: "Décochez pour préparer l'élément sans le montrer encore.",
    pictureNone: "Aucune image",
    pictureAltMissing: "{name} (texte de remplacement à compléter)",
    pictureLibrary: "Ajouter des images à la bibliothèque",
    documentNone: "Aucun fichier pour l'instant.",
    documentCurrent: "Fichier actuel : {name}",
    documentRemove: "Retirer ce fichier",
    documentHint:
      "PDF, JPEG, PNG ou WebP, 10 Mo au plus. Laissez vide pour garder le fichier actuel.",
    save: "Enregistrer",
    add: "Ajouter",
    cancel: "Annuler et revenir à la liste",
    invalid:
      "Certains champs sont à corriger : rien n'a été enregistré. Tout ce que vous avez saisi est conservé ci-dessous.",
    summary: "À corriger :",
    conflict:
      "Quelqu'un d'autre a modifié cette liste pendant que vous travailliez : rien n'a été enregistré. Vos saisies sont conservées ci-dessous ; enregistrez à nouveau si elles doivent l'emporter.",
    upload:
      "Le fichier n'a pas pu être lu (trop lourd ou envoi interrompu) : rien n'a été enregistré. Choisissez un fichier de 10 Mo au plus.",
  },
  errors: {
    required: "Ce champ est obligatoire.",
    tooLong: "Ce texte est trop long.",
    tooLow: "Cette valeur est trop petite.",
    tooHigh: "Cette valeur est trop grande.",
    invalid: "Cette valeur n'est pas valable.",
    number: "Indiquez un nombre entier.",
    date: "Indiquez une date valable.",
    documentType: "Ce fichier n'est ni un PDF ni une image JPEG, PNG ou WebP.",
    documentTooLarge: "Ce fichier dépasse 10 Mo.",
    picture: "Cette image n'existe plus dans la bibliothèque.",
    slug: "Une adresse ne contient que des minuscules sans accent, des chiffres et des tirets.",
    fact: "Chaque ligne donne un libellé et une valeur séparés par « | ».",
    approvalRequired:
      "Cette réalisation doit d'abord être validée par le client dans cette version : envoyez-lui un lien de validation.",
    duplicateSlug:
      "Une autre réalisation publiée a déjà cette adresse (slug) : choisissez-en une autre.",
    sharesOver100:
      "Avec cette valeur, les parts des secteurs affichés dépasseraient 100 % : réduisez une autre part d'abord.",
  },
  remove_: {
    title: "Supprimer cet élément ?",
    question: "« {item} » sera retiré de la liste et du site.",
    consequence: "Vous pourrez revenir en arrière depuis l'historique de la liste.",
    confirm: "Supprimer",
    cancel: "Annuler",
  },
  history: {
    title: "Historique",
    intro:
      "Les dernières modifications de cette liste. « Annuler » remet l'élément comme il était avant.",
    empty: "Aucune modification pour l'instant.",
    caption: "{count} modification(s)",
    nobody: "le système",
    undo: "Annuler",
    undoOf: "Annuler : {change} « {item} »",
    undoNote: "annulation",
    kinds: {
      added: "Ajouté",
      changed: "Modifié",
      deleted: "Supprimé",
      moved: "Déplacé",
      hidden: "Masqué",
      shown: "Affiché",
    },
    movedTo: "de la position {from} à la position {to}",
  },
  /** The e-mail to each administrator 30 days before a certificate's last valid day. */
  reminderMail: {
    subject: "Certificat {name} à renouveler avant le {date}",
    text: [
      "Le certificat {name} (n° {number}) est valable jusqu'au {date}.",
      "Il disparaîtra du site le lendemain à minuit. Dans le back-office (Contenus, Certifications), indiquez la nouvelle date de validité et joignez le nouveau certificat dès que vous l'avez : {link}",
      "",
      "Rappel envoyé {days} jours avant l'échéance, à chaque administrateur du site.",
    ].join("\n"),
  },
};

export default adminCollections;
