const documents = {
  meta: {
    title: "Documents techniques : fiches, brochures et méthodologies",
    description:
      "Fiches techniques, brochures et méthodologies de nos installations à télécharger en PDF, sans formulaire ni inscription.",
  },
  hero: {
    eyebrow: "Documentation",
    title: "Documents à télécharger",
    intro:
      "Fiches techniques, brochures et méthodologies, en PDF. Téléchargement direct, sans formulaire ni inscription : l'adresse d'un document reste la même à chaque mise à jour.",
  },
  kinds: {
    datasheet: "Fiches techniques",
    brochure: "Brochures",
    methodStatement: "Méthodologies",
  },
  language: { fr: "Français", en: "Anglais", nl: "Néerlandais" },
  /** Where a document has no version in the page's language: the language of the one served. */
  onlyIn: {
    fr: "En français uniquement",
    en: "En anglais uniquement",
    nl: "En néerlandais uniquement",
  },
  file: "PDF, {size}",
  updated: "Mis à jour le {date}",
  download: "Télécharger « {title} » (PDF, {size})",
  empty: {
    title: "La bibliothèque de documents se remplit",
    text: "Aucun document n'est encore en ligne. Besoin d'une fiche technique, d'une référence ou d'une méthodologie pour votre dossier ? Nous vous l'envoyons.",
    link: "Demander un document",
  },
  block: {
    title: "Documents",
    intro: "À télécharger en PDF, sans formulaire.",
    all: "Tous les documents",
  },
};

export default documents;
