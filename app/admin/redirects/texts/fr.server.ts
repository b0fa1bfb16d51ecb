/** The redirects' screens, in French (the English set is typed against this one). */
const adminRedirects = {
  list: {
    title: "Redirections",
    intro:
      "Les anciennes adresses du site et la page où elles mènent maintenant. Une redirection est appliquée sur tous les serveurs en moins de 2 secondes.",
    add: "Ajouter une redirection",
    import: "Importer une liste (CSV)",
    caption: "{count} redirection(s), par ancienne adresse",
    empty: "Aucune redirection pour l'instant.",
    columns: {
      source: "Ancienne adresse",
      target: "Mène à",
      status: "Type",
      hits: "Visites",
      lastHit: "Dernière visite",
      actions: "Actions",
    },
    never: "jamais",
    edit: "Modifier",
    remove: "Supprimer",
    permanent: "301 permanente",
    temporary: "302 temporaire",
    keepRest: "suite de l'adresse conservée",
    added: "La redirection a été ajoutée.",
    saved: "La redirection a été modifiée.",
    deleted: "La redirection a été supprimée.",
    pagination: "Pages des redirections",
    newer: "Précédentes",
    older: "Suivantes",
    page: "Page {page} sur {pages}",
    dismissed: "L'adresse a été retirée du journal.",
  },
  notFound: {
    title: "Adresses introuvables (404)",
    intro:
      "Les adresses demandées par des visiteurs que le site n'a pas, les plus demandées d'abord. Ni adresse IP ni paramètres ne sont enregistrés ; au plus {max} adresses sont gardées.",
    caption: "{count} adresse(s) introuvable(s)",
    empty: "Aucune adresse introuvable enregistrée.",
    columns: {
      path: "Adresse",
      hits: "Demandes",
      lastSeen: "Dernière demande",
      actions: "Actions",
    },
    redirect: "Rediriger",
    redirectLabel: "Rediriger {path}",
    dismiss: "Retirer",
    dismissLabel: "Retirer {path} du journal",
    pagination: "Pages du journal",
    newer: "Plus demandées",
    older: "Moins demandées",
    page: "Page {page} sur {pages}",
  },
  form: {
    newTitle: "Nouvelle redirection",
    editTitle: "Modifier la redirection",
    source: "Ancienne adresse",
    sourceHint:
      "Le chemin de l'ancienne page, par exemple /produits/vannes.html. Terminé par /* il redirige tout ce qui commence ainsi (/ancien/produits/*).",
    targetKind: "Elle mène à",
    kinds: { page: "Une page du site", article: "Un article", url: "Une adresse extérieure" },
    page: "Page",
    article: "Article",
    url: "Adresse extérieure",
    urlHint: "Une adresse complète en https://",
    status: "Type de redirection",
    statuses: {
      "301": "Permanente (301) : l'ancienne adresse ne reviendra pas",
      "302": "Temporaire (302) : l'ancienne adresse reviendra",
    },
    keepRest: "Conserver la suite de l'adresse",
    keepRestHint:
      "Pour une adresse terminée par /* : /ancien/produits/vannes mène alors à la cible suivie de /vannes. Sinon, toutes mènent à la cible même.",
    save: "Enregistrer",
    cancel: "Retour à la liste",
    missing: "Cette redirection n'existe plus.",
    refused: "La redirection n'a pas été enregistrée : corrigez ce qui est indiqué.",
  },
  errors: {
    required: "Ce champ est obligatoire.",
    invalid: "Cette adresse n'est pas valable.",
    tooLong: "Cette adresse est trop longue.",
    reserved:
      "Cette adresse appartient au site lui-même (administration, API, fichiers) et ne peut pas être redirigée.",
    livePage: "Cette adresse est une page du site : elle ne peut pas être redirigée.",
    exists: "Cette ancienne adresse est déjà redirigée (vers {target}).",
    notHttps: "Une adresse extérieure doit commencer par https://.",
    unknownTarget: "Cette cible n'est ni une page, ni un article du site.",
    loop: "Cette redirection mènerait à elle-même : choisissez une autre cible.",
    chainAfter:
      "La cible est elle-même redirigée ({source} → {target}) : choisissez directement {target}.",
    chainBefore:
      "Une autre redirection mène déjà à cette ancienne adresse ({source}) : modifiez-la d'abord pour qu'elle mène à la nouvelle cible.",
  },
  remove: {
    title: "Supprimer la redirection ?",
    question: "{source} ne mènera plus à {target} : les visiteurs recevront une page 404.",
    confirm: "Supprimer",
    cancel: "Annuler",
  },
  import: {
    title: "Importer des redirections",
    intro:
      "Collez une liste exportée d'un tableur : une redirection par ligne, colonnes séparées par « ; » : ancienne adresse ; nouvelle adresse ; 301 ou 302 (facultatif) ; « oui » pour conserver la suite de l'adresse (facultatif). Une ancienne adresse déjà redirigée est signalée et n'est jamais remplacée.",
    text: "Liste",
    submit: "Importer",
    report:
      "{added} redirection(s) ajoutée(s), {conflicts} conflit(s), {refused} ligne(s) refusée(s).",
    skipped: "{count} ligne(s) au-delà de la limite n'ont pas été lues : importez-les à part.",
    conflicts: "Conflits (déjà redirigées, laissées telles quelles)",
    refusedTitle: "Lignes refusées",
    line: "Ligne {line}",
    back: "Retour aux redirections",
  },
};

export default adminRedirects;
