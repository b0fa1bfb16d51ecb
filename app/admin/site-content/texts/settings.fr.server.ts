const adminSettings = {
  title: "Paramètres du site",
  intro:
    "Les coordonnées, les heures d'ouverture et l'identité légale de l'entreprise, telles que les pages du site les montrent en français et en anglais. Ce que vous enregistrez est en ligne dans les secondes qui suivent.",
  lastSaved: "Dernier enregistrement : le {date}, par {user}.",
  neverSaved:
    "Rien n'a encore été modifié ici : le site affiche les valeurs d'origine, fournies avec le site.",
  save: "Enregistrer les paramètres",
  saved: "Paramètres enregistrés. Le site affiche désormais les nouvelles valeurs.",
  unchanged: "Aucune valeur n'a changé : il n'y avait rien à enregistrer.",
  restored: "Ancienne valeur rétablie : {field}.",
  invalid:
    "Certains champs sont à corriger : rien n'a été enregistré. Tout ce que vous avez saisi est conservé ci-dessous.",
  conflict:
    "Quelqu'un d'autre a enregistré les paramètres pendant que vous les modifiiez : rien n'a été enregistré. Vos saisies sont conservées ci-dessous ; consultez l'historique pour voir ce qui a changé, puis enregistrez à nouveau si vos valeurs doivent l'emporter.",
  restoreConflict:
    "Les paramètres ont été modifiés entre-temps : rien n'a été rétabli. Voici l'état actuel ; réessayez si nécessaire.",
  restoreInvalid:
    "Cette ancienne valeur ne respecte plus les règles actuelles et ne peut pas être rétablie.",
  restoreMissing: "Cette modification n'existe pas ou plus dans l'historique.",
  contact: {
    title: "Coordonnées",
    intro: "Affichées dans l'en-tête, le pied de page, la page Contact et les mentions légales.",
  },
  hours: {
    title: "Heures d'ouverture",
    intro:
      "Cochez les jours où l'on peut vous joindre et indiquez les heures : le site rédige lui-même la phrase dans les deux langues.",
    open: "Ouvert",
    from: "De",
    to: "À",
    preview: "Sur le site aujourd'hui",
  },
  serviceArea: {
    title: "Zone d'intervention",
    intro: "Une phrase qui dit où vous intervenez, affichée sur la page Contact.",
  },
  social: {
    title: "Réseaux sociaux",
    intro:
      "L'adresse de la page de l'entreprise sur chaque réseau, commençant par https://. Laissez vide un réseau où vous n'êtes pas : il n'apparaîtra pas sur le site.",
  },
  legal: {
    title: "Identité légale",
    intro:
      "Telle qu'elle est inscrite à la Banque-Carrefour des Entreprises ; affichée dans les mentions légales et le pied de page.",
    vat: "Numéro de TVA",
    vatHint: "Déduit du numéro d'entreprise : BE suivi des mêmes 10 chiffres.",
  },
  acknowledgement: {
    title: "Accusé de réception au demandeur",
    intro:
      "Envoyé par e-mail au demandeur, dans la langue du formulaire, dès que sa demande est enregistrée : jamais pour une demande retenue comme douteuse, au plus un par heure pour une même adresse. Il ne reprend jamais ce que le visiteur a écrit, pour que le formulaire ne puisse pas servir à envoyer un texte de son choix à un tiers. Les mots entre accolades sont remplacés à l'envoi : {company} (nom de l'entreprise), {reference} (numéro de la demande), {hours} (heures d'ouverture), {phone} et {email} (coordonnées ci-dessus).",
  },
  languages: {
    title: "Langues du site",
    intro:
      "Le site parle toujours français et anglais. Le néerlandais s'ajoute quand vous cochez la case : ses pages sous /nl, le sélecteur de langue, le plan du site et les liens hreflang suivent en quelques secondes. Décochée, les pages /nl répondent « page introuvable » et plus aucun lien n'y mène.",
    missing: "Encore en anglais ou en français sur les pages néerlandaises, faute de traduction :",
    nothingMissing: "Tous les textes du site ont leur version néerlandaise.",
    board: "Voir le tableau des traductions",
  },
  leads: {
    title: "Suivi des demandes",
    intro:
      "Le rappel d'une demande que personne n'a ouverte, et la durée pendant laquelle les demandes sont conservées.",
  },
  fields: {
    phone: "Téléphone",
    email: "Adresse e-mail",
    "address.street": "Rue et numéro",
    "address.postalCode": "Code postal",
    "address.city": "Localité",
    "address.countryFr": "Pays, en français",
    "address.countryEn": "Pays, en anglais",
    "address.countryNl": "Pays, en néerlandais",
    "hours.monday": "Heures du lundi",
    "hours.tuesday": "Heures du mardi",
    "hours.wednesday": "Heures du mercredi",
    "hours.thursday": "Heures du jeudi",
    "hours.friday": "Heures du vendredi",
    "hours.saturday": "Heures du samedi",
    "hours.sunday": "Heures du dimanche",
    "serviceArea.fr": "Zone d'intervention, en français",
    "serviceArea.en": "Zone d'intervention, en anglais",
    "serviceArea.nl": "Zone d'intervention, en néerlandais",
    "social.linkedin": "LinkedIn",
    "social.facebook": "Facebook",
    "social.instagram": "Instagram",
    "social.youtube": "YouTube",
    "social.x": "X (Twitter)",
    "legal.name": "Dénomination sociale",
    "legal.formFr": "Forme juridique, en français",
    "legal.formEn": "Forme juridique, en anglais",
    "legal.formNl": "Forme juridique, en néerlandais",
    "legal.enterpriseNumber": "Numéro d'entreprise (BCE)",
    "ack.subjectFr": "Objet de l'accusé de réception, en français",
    "ack.subjectEn": "Objet de l'accusé de réception, en anglais",
    "ack.bodyFr": "Texte de l'accusé de réception, en français",
    "ack.bodyEn": "Texte de l'accusé de réception, en anglais",
    "ack.subjectNl": "Objet de l'accusé de réception, en néerlandais",
    "ack.bodyNl": "Texte de l'accusé de réception, en néerlandais",
    "languages.nl": "Néerlandais (Nederlands)",
    "leads.backupEmail": "Adresse de secours pour les rappels",
    "leads.retentionMonths": "Durée de conservation des demandes",
    "leads.mailLanguage": "Langue des e-mails à l'entreprise",
    "careers.recruitmentEmail": "Adresse qui reçoit les candidatures",
    "careers.retentionMonths": "Durée de conservation des candidatures",
  },
  hints: {
    phone:
      "Au format international, par exemple +32 69 12 34 56 : c'est aussi le numéro qu'appelle un visiteur en touchant le lien sur son téléphone.",
    email: "L'adresse publique où les visiteurs vous écrivent.",
    "legal.enterpriseNumber":
      "10 chiffres, par exemple 0456.789.034 ; les deux derniers sont une clé de contrôle, vérifiée à l'enregistrement.",
    "leads.backupEmail":
      "Reçoit un rappel quand une nouvelle demande n'a été ouverte par personne après 4 heures ouvrables (les heures d'ouverture ci-dessus, hors jours fériés). Laissez vide pour envoyer ce rappel à l'adresse de l'équipe qui reçoit les demandes.",
    "leads.retentionMonths":
      "Une fois ce délai écoulé depuis sa dernière modification, une demande est supprimée chaque nuit, avec ses pièces jointes. La politique de confidentialité annonce ce délai.",
    "leads.mailLanguage":
      "La langue de l'e-mail qui annonce chaque nouvelle demande à l'équipe, quelle que soit la langue dans laquelle le visiteur a écrit.",
    "careers.recruitmentEmail":
      "Chaque candidature y est envoyée, avec des liens vers les fichiers dans l'espace recrutement. Laissez vide pour l'adresse de l'équipe qui reçoit les demandes.",
    "careers.retentionMonths":
      "Une fois ce délai écoulé depuis sa dernière modification, une candidature est supprimée chaque nuit, avec ses fichiers. La politique de confidentialité annonce ce délai.",
  },
  careers: {
    title: "Recrutement",
    intro:
      "Les candidatures reçues par la page Carrières, tenues à part des demandes commerciales.",
  },
  errors: {
    required: "Ce champ est obligatoire.",
    tooLong: "Ce texte est trop long.",
    badCharacter: "Ce texte contient un caractère non admis, un saut de ligne par exemple.",
    phone:
      "Indiquez le numéro au format international, par exemple +32 69 12 34 56 (de 8 à 15 chiffres).",
    email: "Cette adresse e-mail n'est pas valide (par exemple contact@entreprise.be).",
    postalCode: "Ce code postal n'est pas valide.",
    time: "Heure non valide : utilisez le format 08:30.",
    hoursMissing: "Indiquez l'heure d'ouverture et de fermeture, ou décochez ce jour.",
    hoursOrder: "L'heure de fermeture doit venir après l'heure d'ouverture.",
    social: "Indiquez l'adresse d'une page de {network}, commençant par https://.",
    enterpriseNumber:
      "Ce numéro d'entreprise n'est pas valide : vérifiez les 10 chiffres (les deux derniers sont une clé de contrôle).",
    placeholder:
      "Ce texte contient un mot entre accolades inconnu : seuls {company}, {reference}, {hours}, {phone} et {email} sont remplacés.",
    retention: "Choisissez une durée de la liste.",
    mailLanguage: "Choisissez une langue de la liste.",
  },
  /** The languages offered for the company's e-mails, in the reader's language. */
  languageNames: { fr: "Français", en: "Anglais" },
  history: {
    title: "Historique des modifications",
    intro:
      "Chaque modification, la plus récente d'abord. « Rétablir » remet l'ancienne valeur d'un champ ; ce rétablissement est noté ici à son tour.",
    caption: "Les {count} dernières modifications",
    empty: "Aucune modification pour l'instant.",
    at: "Date",
    actor: "Par",
    field: "Champ",
    change: "Ancienne valeur → nouvelle valeur",
    action: "Action",
    restore: "Rétablir l'ancienne valeur",
    restoreOf: "Rétablir l'ancienne valeur de « {field} » ({value})",
    restoredNote: "rétablissement",
    closed: "fermé",
    blank: "(vide)",
    on: "activé",
    off: "désactivé",
    nobody: "—",
  },
};

export default adminSettings;
