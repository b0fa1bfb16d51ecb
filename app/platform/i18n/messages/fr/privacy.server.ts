const privacy = {
  meta: {
    title: "Politique de confidentialité et protection des données",
    description:
      "Données du formulaire de contact, finalités, durée de conservation, droits RGPD et stockage dans le navigateur : notre politique de confidentialité.",
  },
  hero: {
    title: "Politique de confidentialité",
    intro:
      "Comment nous traitons les données que vous nous confiez lorsque vous nous contactez via ce site, et comment exercer vos droits.",
  },
  updated: "Dernière mise à jour : {date}",
  summary: {
    label: "Sommaire",
    text: "En bref : nous n'utilisons vos données que pour répondre à votre demande, nous ne les vendons pas, et ce site n'utilise ni cookie de suivi ni outil de mesure d'audience d'un tiers : il compte seulement combien de fois chaque page est lue, sans rien garder qui vous identifie.",
  },
  controller: {
    title: "Responsable du traitement",
    intro:
      "Le responsable du traitement de vos données personnelles, au sens du règlement (UE) 2016/679 (RGPD), est :",
    enterpriseNumber: "Numéro d'entreprise : {number}",
    contact: "Pour toute question relative à vos données, écrivez-nous à {email}.",
  },
  data: {
    title: "Données collectées",
    intro: "Lorsque vous envoyez une demande via le formulaire de contact, nous recevons :",
    items: [
      "votre nom ;",
      "le nom de votre société ;",
      "votre adresse e-mail ;",
      "votre numéro de téléphone, si vous choisissez de l'indiquer (facultatif) ;",
      "votre message ;",
      "la langue de l'interface ({languages}) dans laquelle vous avez rempli le formulaire, pour vous répondre dans cette langue ;",
      "la date et l'heure de l'envoi.",
    ],
    notes: [
      "Nous ne vous demandons aucune donnée sensible : merci de ne pas en indiquer dans votre message.",
      "Pour protéger le formulaire contre les envois abusifs, votre adresse IP est utilisée en mémoire vive pendant quelques minutes. Elle n'est pas enregistrée avec votre demande.",
    ],
  },
  purposes: {
    title: "Finalités et bases légales",
    intro: "Nous traitons ces données pour les finalités suivantes :",
    basisLabel: "Base légale : ",
    items: [
      {
        purpose: "Répondre à votre demande et, le cas échéant, établir une offre",
        basis: "mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).",
      },
      {
        purpose: "Assurer le suivi de votre demande et de votre projet",
        basis:
          "notre intérêt légitime à entretenir la relation avec les entreprises qui nous contactent (article 6.1.f du RGPD).",
      },
      {
        purpose: "Protéger le formulaire contre les abus et les envois automatisés",
        basis: "notre intérêt légitime à assurer la sécurité du site (article 6.1.f du RGPD).",
      },
    ],
    note: "Vos données ne sont ni vendues, ni louées, ni utilisées pour du profilage ou de la prise de décision automatisée. Vous ne recevrez pas de lettre d'information sans l'avoir demandée.",
  },
  recipients: {
    title: "Destinataires",
    paragraphs: [
      "Vos données sont accessibles uniquement aux membres du personnel de {company} chargés de traiter votre demande.",
      "Notre prestataire de messagerie électronique, qui achemine votre demande vers notre boîte de réception, et notre hébergeur interviennent en qualité de sous-traitants au sens de l'article 28 du RGPD : ils agissent uniquement sur nos instructions et sont tenus à la confidentialité.",
      "Lorsque nous relions le site à notre logiciel de gestion commerciale, votre demande ou votre candidature lui est aussi transmise, par une connexion chiffrée ; l'éditeur de ce logiciel est alors lui aussi notre sous-traitant.",
      "Si un sous-traitant devait traiter des données en dehors de l'Espace économique européen, ce transfert serait encadré par les clauses contractuelles types de la Commission européenne. Vos données ne sont communiquées à aucun autre tiers, sauf obligation légale.",
    ],
  },
  retention: {
    title: "Durée de conservation",
    paragraphs: [
      "Les données d'un prospect sont conservées pendant {period} à compter de notre dernier échange, puis supprimées.",
      "Une candidature envoyée par la page Carrières (avec votre CV et vos certificats) est conservée pendant {applicationPeriod} après sa dernière mise à jour, puis supprimée automatiquement avec ses fichiers. Vous pouvez en demander l'effacement à tout moment.",
      "Si votre demande aboutit à une commande, les données nécessaires à l'exécution du contrat sont conservées pendant toute la relation commerciale, puis pendant les délais imposés par la législation comptable et fiscale.",
    ],
  },
  rights: {
    title: "Vos droits",
    intro: "Conformément aux articles 15 à 21 du RGPD, vous disposez des droits suivants :",
    separator: " : ",
    items: [
      {
        name: "Accès",
        description:
          "obtenir la confirmation que nous traitons vos données et en recevoir une copie ;",
      },
      {
        name: "Rectification",
        description: "faire corriger des données inexactes ou incomplètes ;",
      },
      {
        name: "Effacement",
        description:
          "obtenir la suppression de vos données lorsqu'elles ne sont plus nécessaires ou que le traitement n'est pas justifié ;",
      },
      {
        name: "Limitation",
        description:
          "faire suspendre temporairement le traitement, par exemple le temps de vérifier une contestation ;",
      },
      {
        name: "Opposition",
        description:
          "vous opposer à tout moment au traitement fondé sur notre intérêt légitime, pour des raisons tenant à votre situation particulière ;",
      },
      {
        name: "Portabilité",
        description:
          "recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine, ou les faire transmettre à un autre responsable.",
      },
    ],
    exercise:
      "Pour exercer ces droits, écrivez-nous à {email} en précisant votre demande. Nous vous répondons dans un délai d'un mois. En cas de doute raisonnable sur votre identité, nous pouvons vous demander un justificatif.",
  },
  complaint: {
    title: "Réclamation auprès de l'autorité de contrôle",
    intro:
      "Si vous estimez que le traitement de vos données ne respecte pas la réglementation, vous pouvez introduire une réclamation auprès de l'Autorité de protection des données :",
    authority: {
      name: "Autorité de protection des données (APD) / Gegevensbeschermingsautoriteit (GBA)",
      street: "Rue de la Presse 35",
      city: "1000 Bruxelles",
      website: "www.autoriteprotectiondonnees.be",
      websiteHref: "https://www.autoriteprotectiondonnees.be",
    },
    france:
      "Si vous résidez en France, vous pouvez également vous adresser à la Commission nationale de l'informatique et des libertés (CNIL). N'hésitez pas à nous contacter d'abord : la plupart des questions se règlent simplement.",
  },
  storage: {
    title: "Cookies et stockage dans le navigateur",
    paragraphs: [
      "Ce site ne dépose aucun cookie de suivi, publicitaire ou de mesure d'audience, et n'utilise aucun outil d'analyse d'un tiers. Il n'utilise pas de police web : les textes s'affichent dans les polices déjà installées sur votre appareil, et tout le reste (images, feuilles de style, scripts) vient de notre propre serveur. Votre visite ne déclenche donc aucune requête vers un service tiers.",
      "Notre serveur compte lui-même les pages lues, sans cookie ni script : pour chaque page et chaque jour, le nombre de lectures et, si vous arrivez d'un autre site, le nom de ce site seul (par exemple « www.google.com », jamais l'adresse exacte de la page). Ces compteurs ne gardent ni votre adresse IP, ni identifiant, ni la description de votre navigateur : ils ne permettent de reconnaître personne. Les robots connus et les pages que votre navigateur charge d'avance ne sont pas comptés.",
      "Le seul élément enregistré dans votre navigateur est la clé {key} avec la valeur {value}, dans le stockage local (localStorage), lorsque vous cliquez sur « Accepter » dans le bandeau d'information. Elle sert uniquement à ne plus afficher ce bandeau et n'est jamais transmise à notre serveur.",
      "Vous pouvez la supprimer à tout moment en effaçant les données de ce site dans les réglages de votre navigateur ; le bandeau s'affichera de nouveau.",
    ],
  },
  security: {
    title: "Sécurité",
    paragraphs: [
      "Les échanges entre votre navigateur et le site sont chiffrés (HTTPS). Les demandes de contact sont enregistrées dans une base de données hébergée dans l'Union européenne, dont l'accès est réservé au personnel autorisé.",
      "Nous appliquons des mesures techniques et organisationnelles adaptées, notamment des en-têtes de sécurité stricts, la limitation des envois abusifs et un accès restreint aux données. Aucun système n'étant infaillible, nous vous informerons, ainsi que l'autorité de contrôle, de toute violation de données susceptible d'engendrer un risque pour vous, dans les conditions prévues par le RGPD.",
    ],
  },
  changes: {
    title: "Modification de cette politique",
    text: "Nous pouvons adapter cette politique pour tenir compte d'une évolution du site ou de la réglementation. La date de dernière mise à jour figure en haut de cette page.",
  },
};

export default privacy;
