/** A draft shown to a client for approval (docs/decisions/044): no page of the site. */
const approvalPreview = {
  title: "Aperçu pour validation",
  banner: "Aperçu confidentiel pour validation, version du {date}. Cette page n'est pas publiée.",
  heading: "Votre validation",
  approveText:
    "Si ce contenu peut être publié tel quel, indiquez votre nom et validez. La date et l'heure sont enregistrées.",
  name: "Votre nom",
  approve: "Je valide ce contenu",
  commentText: "Une correction, une réserve ? Laissez-nous un commentaire.",
  comment: "Votre commentaire",
  send: "Envoyer le commentaire",
  approved: "Validé par {name} le {date}.",
  thanksApproved: "Merci, votre validation est enregistrée.",
  thanksComment: "Merci, votre commentaire a été transmis à notre équipe.",
  invalid: "Indiquez votre nom (2 caractères au moins) et, pour un commentaire, son texte.",
  gone: "Ce lien n'est plus valable : il a expiré ou a été retiré. Demandez-en un nouveau à votre contact.",
};

export default approvalPreview;
