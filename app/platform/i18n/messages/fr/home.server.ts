const home = {
  meta: {
    title: "Ingénierie de procédés industriels en Belgique et en France",
    description:
      "Automatisation, tuyauterie inox, skids process, traitement des eaux et installation clé en main pour l'agroalimentaire, la brasserie, la pharmacie et la chimie.",
  },
  hero: {
    title: "Ingénierie de procédés · Belgique et nord de la France",
    intro:
      "Bureau d'études et installateur basé dans le Hainaut, nous prenons en charge l'automatisation, la tuyauterie inox, les skids process et le traitement des eaux de vos sites agroalimentaires, brassicoles, pharmaceutiques et chimiques.",
    headline: {
      before: "Vos installations de process ",
      highlight1: "conçues, automatisées",
      middle: " et ",
      highlight2: "mises en service",
      after: " par une seule équipe",
    },
    imageAlt:
      "Hall de production avec une rangée de cuves inox, une passerelle de tuyauteries et une armoire de commande",
    cta: "Parler de votre projet",
    secondaryCta: "Voir nos réalisations",
    highlightsLabel: "Nos points forts",
    highlights: [
      "Inox 316L, soudure orbitale, Ra ≤ 0,8 µm",
      "API, supervision et analyse fonctionnelle",
      "Conformité CE, ATEX, DESP et HACCP",
    ],
  },
  services: {
    eyebrow: "Nos services",
    title: "Six métiers, un seul interlocuteur pour votre projet",
    intro:
      "De l'étude de faisabilité à la mise en service, nos ingénieurs et nos équipes de montage interviennent sur l'ensemble de la chaîne process, en atelier comme sur site.",
    learnMore: "En savoir plus",
    learnMoreContext: " : {title}",
    items: {
      automation: {
        title: "Automatisation industrielle",
        description:
          "Programmation d'API Siemens et Rockwell, supervision SCADA, pupitres IHM et armoires électriques, avec analyse fonctionnelle et tests FAT/SAT.",
        imageAlt: "Poste de supervision avec deux écrans et une armoire électrique ouverte",
      },
      piping: {
        title: "Tuyauterie industrielle",
        description:
          "Tuyauteries inox 304L et 316L, acier et PE pour fluides alimentaires, utilités et vapeur, préfabriquées en atelier et posées selon la DESP.",
        imageAlt: "Réseau de tuyauteries inox sur supports avec vannes et manomètre",
      },
      process: {
        title: "Process agroalimentaire et boissons",
        description:
          "Skids de dosage, de mélange et de pasteurisation, cuves process et stations NEP conçus selon les règles de conception hygiénique.",
        imageAlt: "Skid process avec deux cuves inox, une pompe et un coffret de commande",
      },
      safety: {
        title: "Sécurité et conformité",
        description:
          "Analyse des risques, zonage ATEX, fonctions de sécurité machine et mise en conformité CE de vos installations existantes.",
        imageAlt: "Zone grillagée avec panneau de danger, cuve sous pression et arrêt d'urgence",
      },
      water: {
        title: "Traitement des eaux",
        description:
          "Production d'eau de process par filtration, adoucissement et osmose inverse, boucles de distribution et traitement des effluents industriels.",
        imageAlt: "Unité d'osmose inverse à quatre modules reliée à un filtre horizontal",
      },
      installation: {
        title: "Installation complète",
        description:
          "Projets clé en main : coordination des corps de métier, levage, montage mécanique, raccordements, mise en service et formation de vos équipes.",
        imageAlt: "Montage d'une cuve inox levée par un palan sous une charpente métallique",
      },
    },
  },
  clients: {
    eyebrow: "Ils nous font confiance",
    title: "Des industriels qui nous confient leurs lignes de production",
    intro:
      "Laiteries, brasseries, fabricants de boissons et laboratoires pharmaceutiques font appel à nous pour leurs travaux neufs comme pour leurs arrêts techniques.",
    listLabel: "Logos de nos clients",
    pause: "Mettre en pause le défilement des logos",
    play: "Reprendre le défilement des logos",
  },
  team: {
    eyebrow: "Notre équipe",
    title: "Des ingénieurs de terrain, proches de vos installations",
    paragraphs: [
      "Ingénieurs process, automaticiens, dessinateurs et tuyauteurs-soudeurs qualifiés travaillent ensemble dans une même équipe. Celui qui étudie votre projet le suit jusqu'à la mise en service : les décisions prises au bureau d'études sont connues sur le chantier.",
      "Nous intervenons en Belgique et dans les Hauts-de-France, sur des sites en production comme sur des projets neufs. Nous planifions les travaux autour de vos arrêts, respectons vos procédures de sécurité et d'hygiène, et vous remettons un dossier technique complet : plans, certificats matière, rapports de soudure et programmes commentés.",
    ],
    careers: "Nous recrutons : voir les postes ouverts",
    imageAlt:
      "Quatre membres de l'équipe en tenue de chantier devant une installation industrielle",
    features: {
      contact: {
        title: "Contact direct",
        description:
          "Un chef de projet unique, joignable en direct, qui connaît votre installation et vos contraintes.",
      },
      deadlines: {
        title: "Respect des délais",
        description:
          "Un planning tenu semaine après semaine, pensé pour limiter la durée de vos arrêts de production.",
      },
      quality: {
        title: "Qualité garantie",
        description:
          "Des contrôles documentés à chaque étape : soudures inspectées, certificats matière 3.1, essais de pression et tests fonctionnels avant la réception.",
      },
      partner: {
        title: "Partenaire fiable",
        description:
          "Un suivi après la mise en service : assistance, maintenance et évolutions de vos lignes.",
      },
    },
  },
  certifications: {
    eyebrow: "Certifications",
    title: "Des méthodes certifiées, des chantiers sûrs",
    intro:
      "Sécurité sur chantier, qualité des soudures, organisation : des organismes indépendants auditent nos pratiques chaque année.",
    bodyLabel: "Organisme",
    numberLabel: "Numéro",
    validUntil: "Valable jusqu'au {date}",
    download: "Télécharger le certificat",
    downloadContext: "{name}, valable jusqu'au {date}",
  },
  cta: {
    title: "Une ligne à créer, moderniser ou mettre en conformité ?",
    text: "Décrivez-nous votre besoin : un ingénieur vous rappelle sous 48 heures ouvrables pour cadrer le projet et organiser une visite de site.",
    button: "Contactez-nous",
  },
};

export default home;
