/**
 * The careers pages: the list of open positions, a position's page, the application form and the
 * spontaneous application. `samples` are the positions the site starts with (seeded once, then
 * edited in the back office).
 */
const careers = {
  meta: {
    title: "Carrières : rejoindre nos équipes d'ingénierie",
    description:
      "Automaticiens, chefs de chantier tuyauterie, dessinateurs process : nos postes ouverts en Belgique et la candidature spontanée.",
  },
  hero: {
    eyebrow: "Carrières",
    title: "Construire des lignes de production avec nous",
    intro:
      "Nous concevons, montons et mettons en service des installations pour l'agroalimentaire, la pharma et l'eau. Nous cherchons des gens de terrain et de bureau d'études qui aiment voir une ligne démarrer.",
  },
  cta: {
    title: "Une question sur un poste ?",
    text: "Écrivez-nous ou appelez-nous : nous répondons volontiers avant votre candidature.",
    button: "Nous contacter",
  },
  list: {
    title: "Postes ouverts",
    empty:
      "Aucun poste n'est ouvert pour le moment. Votre candidature spontanée reste la bienvenue.",
    place: "Lieu",
    contract: "Contrat",
    validThrough: "Jusqu'au",
    read: "Lire l'offre",
  },
  contracts: {
    permanent: "CDI",
    fixedTerm: "CDD",
    temporary: "Intérim",
    internship: "Stage",
  },
  spontaneous: {
    title: "Candidature spontanée",
    intro:
      "Aucune offre ne correspond à votre profil ? Présentez-vous : nous lisons chaque candidature et la gardons en tête pour les projets à venir.",
    cta: "Envoyer une candidature spontanée",
    metaTitle: "Candidature spontanée",
    metaDescription:
      "Envoyez votre CV et quelques mots sur votre parcours, même si aucune offre ne correspond aujourd'hui.",
  },
  post: {
    back: "Tous les postes ouverts",
    posted: "Publiée le",
    job: "La fonction",
    profile: "Votre profil",
    offer: "Ce que nous offrons",
    apply: "Postuler",
    applyIntro:
      "Envoyez-nous votre CV et, si vous le souhaitez, vos certificats. Nous répondons à chaque candidature.",
  },
  closed: {
    title: "Cette offre est clôturée",
    text: "Le poste n'est plus ouvert. Consultez les postes ouverts ou envoyez une candidature spontanée.",
    link: "Voir les postes ouverts",
  },
  notFound: {
    title: "Offre introuvable",
    text: "Cette offre n'existe pas ou plus.",
  },
  form: {
    title: "Votre candidature",
    name: "Nom et prénom",
    email: "Adresse e-mail",
    phone: "Téléphone (facultatif)",
    message: "Quelques mots sur vous",
    messageHint: "Votre parcours, vos disponibilités, ce qui vous attire dans ce poste.",
    files: "CV et certificats",
    filesHint: "PDF ou Word, 10 Mo au total, 5 fichiers au plus.",
    consent:
      "J'accepte que {company} conserve ma candidature pour la traiter, pendant {retention} au plus.",
    privacy: "Voir la politique de confidentialité",
    honeypot: "Ne pas remplir ce champ",
    submit: "Envoyer ma candidature",
    required: "obligatoire",
    errorSummary:
      "Votre candidature n'est pas partie. Corrigez ce qui est signalé ci-dessous : le reste est conservé.",
    filesAgain:
      "Pour des raisons de sécurité, le navigateur ne garde pas les fichiers : joignez-les à nouveau.",
    errors: {
      required: "Ce champ est obligatoire.",
      tooLong: "Ce texte est trop long.",
      email: "Cette adresse e-mail n'est pas valide.",
      phone: "Ce numéro de téléphone n'est pas valide.",
      invalid: "Ce texte contient des caractères non acceptés.",
      consent: "Votre accord est nécessaire pour que nous puissions traiter votre candidature.",
      tooLarge:
        "Les fichiers dépassent 10 Mo au total. Envoyez un CV plus léger ou moins de pièces.",
      tooMany: "Cinq fichiers au plus, s'il vous plaît.",
      type: "Seuls les fichiers PDF et Word sont acceptés ({file}).",
      malformed: "Les fichiers n'ont pas pu être lus. Réessayez.",
      budget: "Votre candidature est enregistrée, mais pas vos fichiers : envoyez-les par e-mail.",
      busy: "Beaucoup d'envois en ce moment. Réessayez dans une minute.",
      rateLimited: "Trop d'envois depuis votre connexion. Réessayez plus tard.",
      unavailable: "Le service est momentanément indisponible. Réessayez dans quelques minutes.",
      closed:
        "Ce poste a été clôturé entre-temps. Vous pouvez envoyer la même candidature comme candidature spontanée : tout ce que vous avez saisi est conservé.",
    },
    sent: {
      title: "Merci, votre candidature est bien arrivée",
      text: "Nous vous avons envoyé un accusé de réception. Nous revenons vers vous dans les deux semaines.",
    },
  },
  acknowledgement: {
    subject: "Votre candidature chez {company}",
    body: "Bonjour,\n\nNous avons bien reçu votre candidature ({post}) et nous vous en remercions. Nous la lisons avec attention et revenons vers vous dans les deux semaines.\n\nVos données sont conservées {retention} au plus ; vous pouvez en demander l'effacement à tout moment en répondant à ce message.\n\nL'équipe recrutement de {company}",
    spontaneous: "candidature spontanée",
  },
  samples: [
    {
      slug: "ingenieur-automaticien-plc-scada",
      title: "Ingénieur automaticien PLC/SCADA (H/F/X)",
      summary:
        "Programmer et mettre en service les automates et la supervision de lignes agroalimentaires et pharmaceutiques, du bureau d'études jusqu'au démarrage chez le client.",
      job: "Analyse fonctionnelle et programmation des automates Siemens S7-⁠1500 (TIA Portal) et Rockwell ControlLogix.\nDéveloppement des synoptiques de supervision WinCC Unified et Ignition.\nEssais en plate-forme (FAT), puis mise en service sur site (SAT) avec nos monteurs.\nRédaction des dossiers de qualification pour les clients pharmaceutiques (GAMP 5).\nSupport aux clients après démarrage, à distance et sur place.",
      profile:
        "Master ou bachelier en automatisation, électromécanique ou électricité.\nTrois ans d'expérience au moins en programmation PLC, idéalement sur des procédés batch (ISA-⁠88).\nÀ l'aise sur chantier comme au bureau, en français ; l'anglais technique est un atout, le néerlandais aussi.\nPermis B : nos chantiers sont en Belgique et dans le nord de la France (deux à trois nuits par mois en déplacement).",
      offer:
        "Un contrat à durée indéterminée dans une équipe de douze ingénieurs et techniciens.\nUne voiture de société avec carte carburant, chèques-repas et assurance hospitalisation.\nDes formations certifiantes (Siemens, Rockwell, sécurité machine).\nDes projets variés, de la brasserie artisanale au skid pharmaceutique.",
    },
    {
      slug: "chef-de-chantier-tuyauterie-industrielle",
      title: "Chef de chantier tuyauterie industrielle (H/F/X)",
      summary:
        "Diriger une équipe de tuyauteurs et soudeurs sur des chantiers inox hygiéniques, de la préparation au dossier de fin de travaux.",
      job: "Préparer le chantier avec le bureau d'études : isométriques, listes de matériel, planning.\nEncadrer une équipe de quatre à huit tuyauteurs et soudeurs TIG orbital.\nVeiller à la sécurité (VCA) et à la propreté du montage en zone alimentaire.\nSuivre les contrôles : endoscopie des soudures, épreuves hydrauliques, passivation.\nTenir le dossier de traçabilité (certificats matière 3.1, cahiers de soudage).",
      profile:
        "Expérience de cinq ans au moins en tuyauterie industrielle, dont deux comme chef d'équipe.\nLecture aisée des isométriques et des P&ID ; la connaissance de l'inox 316L et des normes EN 10357 est un plus.\nVCA VOL (ou prêt à l'obtenir).\nSens de l'organisation et du contact avec les clients.",
      offer:
        "Un CDI avec voiture de société et GSM.\nDes chantiers dans un rayon de 150 km autour de Tournai.\nPrime de fin de chantier, chèques-repas, assurance groupe.\nUne équipe stable, qui travaille avec ses propres soudeurs qualifiés.",
    },
    {
      slug: "dessinateur-projeteur-process",
      title: "Dessinateur-projeteur process (H/F/X)",
      summary:
        "Dessiner les P&ID, les implantations 3D et les isométriques des installations que nos équipes montent.",
      job: "Établir les P&ID à partir des bilans de l'ingénieur process.\nModéliser les implantations en 3D (AutoCAD Plant 3D) à partir des relevés laser.\nExtraire les isométriques et les listes de matériel pour l'atelier et le chantier.\nMettre les plans à jour « tel que construit » après la mise en service.",
      profile:
        "Bachelier en construction, électromécanique ou dessin industriel, ou expérience équivalente.\nMaîtrise d'AutoCAD ; Plant 3D ou un logiciel de tuyauterie 3D similaire.\nRigueur dans la gestion des révisions et le suivi des modifications.\nDébutant motivé accepté : nous formons en interne.",
      offer:
        "Un CDI, 38 heures par semaine, horaire flexible et télétravail un jour par semaine.\nUn poste au bureau d'études de Tournai, avec des visites de chantier pour voir ce que vous dessinez.\nChèques-repas, éco-chèques, assurance hospitalisation.\nFormation AutoCAD Plant 3D prise en charge.",
    },
  ],
};

export default careers;
