const contact = {
  meta: {
    title: "Contact et demande de devis",
    description:
      "Décrivez votre projet d'automatisation, de tuyauterie, de skid process ou de traitement des eaux : un ingénieur vous répond sous 48 heures ouvrables.",
  },
  hero: {
    title: "Parlons de votre projet",
    intro:
      "Une extension de ligne, un skid à concevoir, une mise en conformité ou une station de traitement d'eau ? Décrivez-nous votre besoin : un ingénieur vous répond sous 48 heures ouvrables.",
  },
  form: {
    title: "Envoyez-nous un message",
    intro: "Les champs marqués d'un astérisque sont obligatoires.",
    name: "Nom et prénom",
    company: "Entreprise",
    email: "E-mail professionnel",
    phone: "Téléphone",
    phoneHint: "Facultatif : pour être rappelé plus vite.",
    message: "Votre projet",
    messagePlaceholder: "Secteur, type d'installation, capacités, délais souhaités, site concerné…",
    required: "obligatoire",
    submit: "Envoyer le message",
    submitting: "Envoi en cours...",
    privacy: "Vos coordonnées servent uniquement à répondre à votre demande.",
    privacyLink: "Consulter notre politique de confidentialité",
    honeypot: "Ne pas remplir ce champ",
    attachments: "Plans et documents",
    attachmentsHint:
      "Facultatif : jusqu'à 5 fichiers, 25 Mo au total (PDF, DWG, DXF, STEP, IGES, JPEG, PNG, XLSX, DOCX, ZIP).",
    attachmentsChosen: "Fichiers joints :",
  },
  errors: {
    required: "Ce champ est obligatoire.",
    tooLong: "Ce champ est trop long ({max} caractères maximum).",
    invalid:
      "Ce champ contient des caractères qui ne peuvent pas être envoyés (caractères de contrôle).",
    email: "Saisissez une adresse e-mail valide, par exemple nom@entreprise.be.",
    phone: "Saisissez un numéro de téléphone valide.",
    summary: "Le formulaire contient des erreurs : corrigez les champs signalés.",
    filesTooMany: "Joignez 5 fichiers au maximum : regroupez-les dans un ZIP si besoin.",
    filesTooLarge:
      "Les fichiers dépassent 25 Mo au total : joignez les plus importants, nous vous demanderons les autres.",
    filesType:
      "« {file} » n'a pas été accepté : son contenu n'est pas un PDF, DWG, DXF, STEP, IGES, JPEG, PNG, XLSX, DOCX ou ZIP, ou ne correspond pas à son extension.",
    filesMalformed: "Les fichiers n'ont pas pu être reçus en entier. Réessayez.",
    filesAgain:
      "Le reste de votre saisie est conservé. Choisissez à nouveau les fichiers à joindre : le navigateur ne les garde pas.",
  },
  toast: {
    successTitle: "Message envoyé",
    errorTitle: "Envoi impossible",
    success: "Votre message a bien été envoyé. Nous vous recontacterons très prochainement.",
    error: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
    rateLimited:
      "Vous avez envoyé plusieurs messages en peu de temps. Merci de réessayer dans quelques minutes ou de nous appeler.",
    busy: "Nous recevons beaucoup de fichiers en ce moment. Votre saisie est conservée : réessayez dans une minute, ou envoyez votre message sans fichiers.",
    unavailable:
      "Notre service de messagerie est momentanément indisponible. Réessayez dans quelques instants ou appelez-nous.",
  },
  success: {
    title: "Merci, nous avons bien reçu votre message",
    text: "Un ingénieur étudie votre demande et vous recontacte sous 48 heures ouvrables, généralement plus tôt.",
    filesRefused:
      "Vos fichiers n'ont cependant pas pu être acceptés aujourd'hui : notre limite journalière de fichiers est atteinte. Un ingénieur vous les demandera en répondant à votre message.",
    again: "Envoyer un autre message",
  },
  info: {
    title: "Nos coordonnées",
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    hours: "Heures d'ouverture",
    area: "Interventions en Belgique et en France, en particulier dans les Hauts-de-France.",
  },
  reasons: {
    title: "Pourquoi nous choisir ?",
    items: [
      "Un interlocuteur unique, de l'avant-projet à la mise en service",
      "Des ingénieurs qui connaissent vos contraintes d'hygiène, de sécurité et de production",
      "Des délais tenus, planifiés avec vos arrêts de production",
      "Des installations documentées, conçues selon les exigences CE, ATEX, DESP, HACCP et BPF",
      "Une assistance technique et une maintenance après la mise en service",
    ],
  },
  cta: {
    title: "Vous préférez en parler de vive voix ?",
    text: "Appelez-nous {hours} : vous aurez directement un ingénieur au bout du fil.",
    button: "Appeler",
  },
  /**
   * The acknowledgement e-mailed to the visitor (editable in the back office's settings): our
   * text only, never what the visitor typed. {company}, {reference}, {hours}, {phone} and
   * {email} are filled in when it is sent.
   */
  acknowledgement: {
    subject: "{company} : nous avons bien reçu votre demande (réf. {reference})",
    body: [
      "Bonjour,",
      "",
      "Nous avons bien reçu votre demande de contact, enregistrée sous la référence {reference}. Merci de l'intérêt que vous portez à {company}.",
      "",
      "Et maintenant ? Un ingénieur de notre équipe étudie votre demande et vous recontacte sous 48 heures ouvrables, généralement plus tôt, par e-mail ou par téléphone. S'il lui faut des plans, un schéma de principe ou des données de process pour avancer, il vous les demandera à ce moment-là.",
      "",
      "Vous pouvez nous joindre {hours}, au {phone}. Pour compléter votre demande, répondez simplement à ce message en rappelant la référence {reference}.",
      "",
      "Ce message automatique ne reprend volontairement pas le contenu de votre demande. Si vous ne nous avez rien envoyé, ignorez-le : quelqu'un a saisi votre adresse par erreur et vous ne recevrez rien d'autre de notre part.",
      "",
      "Cordialement,",
      "L'équipe {company}",
    ].join("\n"),
  },
};

export default contact;
