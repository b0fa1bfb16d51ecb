const adminAnalytics = {
  title: "Audience des pages",
  intro:
    "Combien de fois chaque page du site a été lue, combien de demandes sont parties de chacune et quels sites extérieurs y ont envoyé des lecteurs. Sans cookie ni JavaScript : le serveur compte les pages qu'il envoie, sans garder l'adresse, l'identité ni le navigateur des visiteurs.",
  counting:
    "Ne sont pas comptés : les robots connus, les pages de l'administration et les pages que le navigateur a chargées d'avance, au survol d'un lien, même si le visiteur les ouvre ensuite : les chiffres sont donc inférieurs à la lecture réelle. Les chiffres du jour arrivent dans les secondes qui suivent.",
  since: "Comptage depuis le {date}.",
  notYet: "Aucune lecture comptée pour l'instant.",
  filters: {
    title: "Période et page",
    apply: "Afficher",
    reset: "Les 30 derniers jours",
    from: "Du",
    to: "Au",
    page: "Page",
    anyPage: "Toutes les pages",
    errors: {
      from: "Choisissez une date valide.",
      to: "Choisissez une date valide, au plus tôt le jour de début.",
      path: "Choisissez une page de la liste.",
    },
  },
  period: "Du {from} au {to}",
  pages: {
    title: "Pages",
    caption: "{count} page(s), les plus lues d'abord",
    page: "Page",
    views: "Lectures",
    requests: "Demandes envoyées depuis la page",
    perThousand: "Demandes pour 1 000 lectures",
    none: "—",
    empty: "Aucune page lue ni demande reçue sur cette période.",
    total: "Ensemble",
  },
  sites: {
    title: "Sites extérieurs",
    intro:
      "Les sites d'où venaient les lecteurs (leur nom seul, jamais l'adresse exacte de la page qui les a envoyés).",
    site: "Site",
    visits: "Lecteurs envoyés",
    empty: "Aucun lecteur venu d'un autre site sur cette période.",
  },
  exportPages: "Exporter les pages (CSV)",
  exportSites: "Exporter les sites extérieurs (CSV)",
  csv: {
    page: "Page",
    views: "Lectures",
    requests: "Demandes",
    perThousand: "Demandes pour 1 000 lectures",
    site: "Site extérieur",
    visits: "Lecteurs envoyés",
    file: { pages: "audience-pages", sites: "audience-sites" },
  },
};

export default adminAnalytics;
