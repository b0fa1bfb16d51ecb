const safety = {
  meta: {
    title: "Sécurité et conformité des installations",
    description:
      "Mise en conformité CE, ATEX, DESP et HACCP de vos machines et installations de process : analyses de risques, audits et sécurité fonctionnelle.",
  },
  hero: {
    eyebrow: "Sécurité et conformité",
    title: "Sécurité et conformité des installations",
    intro:
      "Analyse de risques, marquage CE, zonage ATEX, équipements sous pression et conception hygiénique : nous rendons vos machines et vos lignes de process sûres et conformes, sans freiner la production.",
    cta: "Demander un audit",
  },
  why: {
    eyebrow: "Pourquoi agir",
    title: "Des risques bien réels dans les industries de process",
    intro:
      "Une ligne de process cumule souvent plusieurs familles de risques. Les identifier tôt protège vos opérateurs, vos produits et votre responsabilité d'exploitant.",
    risks: [
      {
        name: "Risques mécaniques",
        description:
          "Écrasement, entraînement, cisaillement : convoyeurs, mélangeurs, pompes et machines d'emballage exposent les opérateurs en production comme en maintenance.",
      },
      {
        name: "Atmosphères explosives (ATEX)",
        description:
          "Poussières de farine, de sucre ou de malt, vapeurs d'éthanol ou de solvants : une seule source d'inflammation suffit à provoquer une explosion.",
      },
      {
        name: "Équipements sous pression",
        description:
          "Cuves, échangeurs, autoclaves et réseaux vapeur libèrent une énergie considérable en cas de défaillance ou de protection insuffisante.",
      },
      {
        name: "Exposition chimique",
        description:
          "Soude et acide de NEP, désinfectants, réactifs de traitement d'eau : projections, émanations et mélanges incompatibles.",
      },
      {
        name: "Risques électriques",
        description:
          "Armoires, variateurs et moteurs en zones humides ou lavées au jet : contacts directs et indirects, arcs électriques.",
      },
      {
        name: "Contamination des produits",
        description:
          "Zones de rétention, joints inadaptés, corps étrangers ou NEP inefficace : un défaut de conception hygiénique peut mener au rappel de produits.",
      },
    ],
  },
  services: {
    eyebrow: "Nos services",
    title: "Cinq services de mise en conformité",
    intro:
      "Chaque mission débouche sur des livrables concrets : analyses, plans, preuves de conformité et actions correctives chiffrées.",
    objectiveLabel: "Objectif",
    items: [
      {
        title: "Conformité CE des machines",
        description:
          "Appréciation des risques selon l'EN ISO 12100, mise en conformité des machines neuves, modifiées ou assemblées en ensemble, dossier technique et déclaration CE au titre de la directive Machines 2006/42/CE, puis du règlement (UE) 2023/1230.",
        objective:
          "Mettre en service des machines et des lignes conformes, avec un dossier technique défendable en cas de contrôle ou d'accident.",
      },
      {
        title: "Zonage et matériel ATEX",
        description:
          "Document relatif à la protection contre les explosions, classement des zones 0/1/2 et 20/21/22, vérification de l'adéquation du matériel à la directive 2014/34/UE et mesures de prévention.",
        objective:
          "Supprimer les sources d'inflammation dans les zones à risque et documenter la maîtrise du risque d'explosion.",
      },
      {
        title: "Équipements sous pression (DESP)",
        description:
          "Classement des équipements et ensembles selon la directive 2014/68/UE, choix des accessoires de sécurité, suivi des épreuves et préparation des inspections périodiques par un organisme agréé.",
        objective:
          "Exploiter vos cuves, échangeurs et réseaux vapeur en toute sécurité, dans le respect des réglementations belge et française.",
      },
      {
        title: "Conception hygiénique HACCP",
        description:
          "Revue de conception selon les recommandations EHEDG et l'EN 1672-⁠2 : matériaux au contact des denrées, drainabilité, nettoyabilité en NEP, points de prélèvement et intégration à votre plan HACCP.",
        objective:
          "Éliminer les zones de rétention et préparer un nettoyage validable, pour des produits sûrs et des audits IFS ou BRCGS abordés sereinement.",
      },
      {
        title: "Sécurité fonctionnelle",
        description:
          "Détermination des PLr et SIL requis, conception des fonctions de sécurité (arrêts d'urgence, interverrouillages, barrières immatérielles), calcul sous SISTEMA et validation selon l'EN ISO 13849 et l'IEC 62061.",
        objective:
          "Démontrer que chaque fonction de sécurité atteint le niveau de performance exigé par l'appréciation des risques.",
      },
    ],
  },
  audit: {
    eyebrow: "Audits",
    title: "Nos services d'audit",
    intro:
      "Un état des lieux objectif de votre site, assorti d'un plan d'actions hiérarchisé par niveau de risque et par coût.",
    imageAlt:
      "Technicien actionnant un arrêt d'urgence près d'une cuve sous pression, à côté d'une zone protégée par une clôture et un panneau de danger",
    items: [
      "Audit de conformité du parc de machines et des lignes existantes",
      "Analyse de risques et évaluation ATEX de vos zones de production",
      "Inventaire et revue de vos équipements sous pression",
      "Audit de conception hygiénique avant un audit IFS, BRCGS ou BPF",
      "Vérification des fonctions de sécurité et des circuits d'arrêt d'urgence",
      "Plan d'actions chiffré et accompagnement jusqu'à la levée des écarts",
    ],
  },
  standards: {
    eyebrow: "Référentiels",
    title: "Les normes que nous maîtrisons",
    intro:
      "Quatre référentiels encadrent la sécurité et l'hygiène des installations de process. Nous les appliquons au quotidien.",
    items: [
      {
        code: "CE",
        description:
          "Marquage des machines : exigences essentielles de santé et de sécurité de la directive 2006/42/CE et du règlement (UE) 2023/1230.",
      },
      {
        code: "ATEX",
        description:
          "Atmosphères explosives : directives 2014/34/UE pour le matériel et 1999/92/CE pour la protection des travailleurs.",
      },
      {
        code: "DESP (PED)",
        description:
          "Équipements sous pression : directive 2014/68/UE, dite DESP en français et PED en anglais.",
      },
      {
        code: "HACCP",
        description:
          "Analyse des dangers et maîtrise des points critiques, exigée par le règlement (CE) n° 852/2004 sur l'hygiène des denrées.",
      },
    ],
  },
  certifications: {
    eyebrow: "Nos certifications",
    title: "Une sécurité auditée, pas seulement annoncée",
    intro:
      "Nos propres équipes travaillent sous certification : sécurité sur chantier, soudage et qualité sont audités par des organismes indépendants.",
    bodyLabel: "Organisme",
    numberLabel: "Numéro",
    validUntil: "Valable jusqu'au {date}",
    download: "Télécharger le certificat",
    downloadContext: "{name}, valable jusqu'au {date}",
  },
  cta: {
    title: "Besoin d'un audit de sécurité ou d'une mise en conformité ?",
    text: "Parlez-nous de vos machines et de vos échéances : nous vous proposons une démarche claire, du diagnostic aux preuves de conformité.",
    button: "Contactez-nous",
  },
};

export default safety;
