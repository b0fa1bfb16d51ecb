const adminDocuments = {
  list: {
    title: "Documents",
    intro:
      "Les fiches techniques, brochures et méthodologies que le site propose en téléchargement, sans formulaire. Chaque document a une adresse qui ne change pas : une nouvelle version la garde.",
    newTitle: "Ajouter un document",
    newIntro:
      "Le fichier français est obligatoire ; la version anglaise s'ajoute ensuite sur la page du document. Sans elle, le site anglais propose le fichier français avec une mention.",
    caption: "{count} document(s), par type puis par titre",
    empty: "Aucun document pour l'instant : le premier s'ajoute avec le formulaire ci-dessus.",
    columns: {
      title: "Titre",
      kind: "Type",
      languages: "Langues",
      updated: "Dernière version",
      downloads: "Téléchargements (30 jours / total)",
    },
    hidden: "masqué",
    added: "Document ajouté. Son adresse : {address}",
    deleted: "Le document a été supprimé.",
  },
  form: {
    titleFr: "Titre en français",
    titleEn: "Titre en anglais",
    titleEnHint: "Facultatif : vide, le site anglais montre le titre français.",
    titleNl: "Titre en néerlandais",
    titleNlHint: "Facultatif : vide, le site néerlandais montre le titre anglais.",
    kind: "Type",
    chooseKind: "Choisir un type",
    services: "Pages de service qui le proposent",
    servicesHint: "Le document apparaît dans le bloc « Documents » de ces pages.",
    visible: "Montré sur le site",
    visibleHint: "Décoché, le document n'est ni listé ni téléchargeable.",
    file: "Fichier PDF en français",
    fileHint: "Un PDF de 20 Mo au plus. Le contenu du fichier est vérifié, pas son nom.",
    add: "Ajouter le document",
    save: "Enregistrer",
    invalid: "Le formulaire contient des erreurs : corrigez les champs signalés.",
    required: "Ce champ est obligatoire.",
    tooLong: "{max} caractères au plus.",
  },
  kinds: {
    datasheet: "Fiches techniques",
    brochure: "Brochures",
    methodStatement: "Méthodologies",
  },
  kind: {
    datasheet: "Fiche technique",
    brochure: "Brochure",
    methodStatement: "Méthodologie",
  },
  languages: { fr: "Français", en: "Anglais", nl: "Néerlandais" },
  detail: {
    backToList: "Tous les documents",
    notFound: "Document introuvable",
    notFoundText: "Ce document n'existe pas ou a été supprimé.",
    delete: "Supprimer le document",
    address: "Adresses publiques",
    addressHint:
      "Ces adresses servent toujours la dernière version. L'adresse anglaise sert le fichier français tant qu'il n'y a pas de version anglaise.",
    noEnglish: "pas encore de version anglaise : le fichier français est servi",
    hiddenNote:
      "Masqué : ces adresses répondent « introuvable » tant que le document n'est pas montré.",
    detailsTitle: "Titre, type et pages",
    saved: "Document enregistré.",
    versionTitle: "Nouvelle version",
    versionIntro:
      "Le fichier envoyé remplace aussitôt celui de la même langue à la même adresse ; l'ancien reste dans l'historique ci-dessous.",
    language: "Langue",
    versionFile: "Fichier PDF",
    upload: "Envoyer la version",
    versionAdded:
      "Nouvelle version enregistrée : elle est servie dès maintenant à la même adresse.",
    versionsCaption: "Tous les fichiers envoyés, les plus récents d'abord",
    versionColumns: {
      language: "Langue",
      date: "Envoyée le",
      by: "Par",
      size: "Taille",
      name: "Nom d'origine",
      file: "Fichier",
    },
    current: "en ligne",
    download: "Télécharger",
    downloadsTitle: "Téléchargements",
    downloadsIntro:
      "Comptés par jour, sans cookie ni adresse : rien sur la personne qui télécharge n'est gardé.",
    downloadsTotal: "{count} au total, {recent} ces 30 derniers jours",
    downloadsNone: "Aucun téléchargement ces 90 derniers jours.",
    downloadsCaption: "Téléchargements par jour, ces 90 derniers jours",
    day: "Jour",
    count: "Nombre",
  },
  refusal: {
    noFile: "Choisissez d'abord un fichier PDF.",
    empty: "Ce fichier est vide.",
    notPdf:
      "Ce fichier n'est pas un PDF (son contenu a été vérifié, quel que soit son nom). Exportez-le en PDF puis réessayez.",
    truncated:
      "Ce PDF est incomplet (sa fin manque) : il a sans doute été coupé pendant la copie. Enregistrez-le à nouveau puis réessayez.",
    tooLarge:
      "Ce fichier dépasse 20 Mo. Réduisez-le (images compressées à l'export) puis réessayez.",
    tooLargeTogether: "Ce fichier dépasse 20 Mo.",
    tooMany: "Un seul fichier à la fois.",
    malformed: "L'envoi a été interrompu ou n'a pas pu être lu. Réessayez.",
  },
  remove: {
    title: "Supprimer « {title} » ?",
    text: "Le document, toutes ses versions et ses compteurs seront supprimés. Son adresse publique répondra « introuvable » : les liens déjà envoyés ne fonctionneront plus. Pour le retirer sans le perdre, décochez plutôt « Montré sur le site ».",
    confirm: "Supprimer définitivement",
    cancel: "Annuler",
  },
};

export default adminDocuments;
