const blog = {
  meta: {
    title: "Blog technique",
    description:
      "Articles techniques sur la tuyauterie industrielle, les skids process, la conformité BPF, l'automatisation et le traitement des eaux.",
  },
  hero: {
    title: "Blog technique",
    intro:
      "Retours d'expérience et guides pratiques de nos ingénieurs : tuyauterie, skids, conformité, automatisation et traitement des eaux.",
  },
  filters: {
    label: "Filtrer par catégorie",
    all: "Tous les articles",
  },
  card: {
    read: "Lire l'article",
    readingTime: "{minutes} min de lecture",
    tags: "Mots-clés",
  },
  empty: "Aucun article trouvé pour cette catégorie.",
  loading: "Chargement des articles...",
  feed: "Flux RSS du blog",
  article: {
    back: "Retour au blog",
    share: "Partager",
    copied: "Lien copié dans le presse-papiers.",
    copyFailed: "Impossible de copier le lien. Copiez l'adresse de la page.",
    tags: "Mots-clés",
    publishedOn: "Publié le",
    /** The name a screen reader gives each table of an article, which scrolls sideways. */
    table: "Tableau {number}",
    notFoundTitle: "Article non trouvé",
    notFoundText: "Cet article n'existe pas ou a été supprimé.",
    contactTitle: "Un projet en lien avec cet article ?",
    contactText:
      "Nos ingénieurs étudient votre installation et vous proposent une solution adaptée à vos contraintes de production.",
    contactButton: "Contactez-nous",
  },
};

export default blog;
