/** The translation board and its XLIFF files, in French. */
const adminTranslations = {
  title: "Traductions",
  intro:
    "Chaque texte du site dans une langue cible, comparé au français dont il est traduit : « à jour », « à revoir » (le français a changé depuis) ou « manquant ». Chaque ligne mène à l'écran qui la modifie.",
  states: { current: "À jour", toReview: "À revoir", missing: "Manquant" },
  kinds: {
    page: "Texte de page",
    collection: "Contenu",
    setting: "Paramètre",
    article: "Article",
  },
  languageNames: { en: "Anglais", nl: "Néerlandais" },
  filters: {
    title: "Filtrer",
    apply: "Filtrer",
    reset: "Tout afficher",
    lang: "Langue cible",
    state: "État",
    kind: "Type",
    page: "Page",
    anyState: "Tous les états",
    anyKind: "Tous les types",
    anyPage: "Toutes les pages",
  },
  summary: "{toReview} à revoir, {missing} manquant(s), {current} à jour",
  shown: "{shown} ligne(s) affichée(s) sur {count} : filtrez pour voir les autres.",
  empty: "Aucun texte ne correspond à ces filtres.",
  french: "Français",
  translation: "Traduction",
  none: "(pas encore traduit)",
  edit: "Modifier",
  confirm: "La traduction est juste",
  settings: "Paramètres du site",
  articles: "Articles",
  done: {
    confirmed: "« {text} » est marqué à jour.",
    imported: "{count} traduction(s) importée(s).",
  },
  xliff: {
    title: "Fichiers XLIFF pour vos traducteurs",
    intro:
      "Téléchargez un fichier XLIFF 1.2 (lu par Trados, memoQ, Phrase, OmegaT, Weblate…), faites-le traduire, puis importez-le : l'import montre ce qu'il va changer avant de le faire.",
    set: "Contenu du fichier",
    sets: {
      open: "Tout ce qui est à revoir ou manquant",
      page: "Les textes d'une page",
      article: "Un article",
    },
    page: "Page",
    article: "Article",
    export: "Télécharger le fichier XLIFF",
    importLink: "Importer un fichier traduit",
  },
  import: {
    title: "Importer un fichier XLIFF",
    intro:
      "Choisissez le fichier rendu par votre traducteur. Rien n'est modifié avant que vous ayez vu la liste des changements et confirmé.",
    file: "Fichier XLIFF (.xlf)",
    preview: "Voir les changements",
    previewTitle: "Ce que l'import va changer ({lang})",
    previewIntro:
      "{count} texte(s) vont être remplacés. Les textes des pages sont publiés aussitôt ; l'historique garde l'ancienne version.",
    nothing: "Ce fichier ne change aucun texte : ses traductions sont déjà en place.",
    before: "Aujourd'hui",
    after: "Après l'import",
    apply: "Importer ces traductions",
    cancel: "Annuler",
    back: "Retour aux traductions",
    errors: {
      empty: "Choisissez un fichier XLIFF.",
      malformed: "Ce fichier n'est pas un XLIFF lisible : {detail}",
      version: "Ce fichier n'est pas un XLIFF 1.2 exporté par ce site.",
      source: "Le fichier doit avoir le français pour langue source.",
      language: "Ce fichier est pour une langue que le site ne traduit pas ({lang}).",
      otherLanguage: "Ce fichier est traduit en {lang} alors que l'import attendait {expected}.",
      unknown: "Le texte « {id} » n'existe plus sur le site.",
      changed:
        "Le français de « {id} » a changé depuis l'export : exportez un nouveau fichier et faites-le traduire.",
      markup:
        "« {id} » contient du balisage que ce texte n'accepte pas (<{tag}>) : seul du texte est permis.",
      invalid: "« {id} » est refusé : {reason}",
      tooBig: "Le fichier dépasse {max}.",
    },
  },
  gaps: {
    page: "{count} texte(s) de page",
    article: "{count} article(s)",
    setting: "{count} paramètre(s)",
    collection: "{title} : {count} élément(s)",
  },
};

export default adminTranslations;
