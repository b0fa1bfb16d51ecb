/** The back office's client-approval screens (docs/decisions/044). */
const adminApproval = {
  title: "Validation client",
  intro:
    "Les brouillons de réalisations et d'articles. Envoyez un lien d'aperçu au client : il valide ou commente la version que le lien montre, sans compte.",
  empty:
    "Aucun brouillon pour l'instant : une réalisation masquée ou un article non publié apparaît ici.",
  kinds: { reference: "Réalisation", article: "Article" },
  columns: { item: "Brouillon", kind: "Type", state: "Validation" },
  state: {
    approved: "Validé par {name} le {date}",
    waiting: "En attente de validation",
    none: "Aucun lien envoyé",
    outdated: "Une version antérieure a été validée",
    required: "validation exigée avant publication",
  },
  item: {
    back: "Tous les brouillons",
    gone: "Ce brouillon n'existe plus ou a été publié.",
    requirement: "Exiger la validation du client avant de publier cette réalisation",
    requirementHint:
      "La réalisation ne pourra être affichée sur le site que dans une version validée par le client.",
    saveRequirement: "Enregistrer",
    create: "Créer un lien d'aperçu",
    days: "Valable pendant",
    dayOption: "{count} jour(s)",
    language: "Langue de l'aperçu",
    french: "Français",
    english: "Anglais",
    createButton: "Créer le lien",
    created: "Lien créé. Copiez-le maintenant et envoyez-le au client : il ne sera plus affiché.",
    links: "Liens envoyés",
    noLinks: "Aucun lien pour ce brouillon.",
    link: {
      made: "Créé le {date} par {who}",
      expires: "Expire le {date}",
      expired: "Expiré",
      revoked: "Révoqué",
      openings: "Ouvert {count} fois",
      current: "Montre la version actuelle",
      older: "Montre une version antérieure",
      approved: "Validé par {name} le {date}",
      revoke: "Révoquer",
      comments: "Commentaires",
    },
  },
  done: {
    created: "Le lien d'aperçu a été créé.",
    revoked: "Le lien a été révoqué.",
    requirement: "L'exigence de validation a été enregistrée.",
  },
};

export default adminApproval;
