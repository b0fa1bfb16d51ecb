const automation = {
  meta: {
    title: "Automatisation industrielle : API, IHM et supervision",
    description:
      "Programmation d'API, écrans IHM, supervision SCADA et traçabilité MES pour vos lignes de process, en Belgique et dans le nord de la France.",
  },
  hero: {
    eyebrow: "Automatisation et informatique industrielle",
    title: "Automatisation industrielle : API, IHM et supervision",
    intro:
      "De l'analyse fonctionnelle à la mise en service, nous programmons vos automates, concevons vos écrans IHM et déployons une supervision qui rend vos lignes de process fiables, traçables et prêtes à évoluer.",
    cta: "Parler de votre projet",
  },
  solutions: {
    eyebrow: "Nos solutions",
    title: "Six domaines d'intervention, un seul interlocuteur",
    intro:
      "Nous intervenons sur des installations neuves comme sur des lignes en production, du skid autonome à l'usine complète.",
    items: [
      {
        title: "Programmation d'automates (API)",
        description:
          "Siemens S7-⁠1500 sous TIA Portal, Rockwell ControlLogix sous Studio 5000, Schneider Modicon M580 : programmes structurés selon l'ISA-⁠88, bibliothèques de blocs éprouvées, code commenté et livré avec ses sources.",
      },
      {
        title: "Interfaces opérateur (IHM)",
        description:
          "Des écrans conçus avec vos opérateurs : navigation par unité de process, alarmes hiérarchisées selon l'ISA-⁠18.2, gestion des recettes et des droits d'accès, sur pupitre tactile ou poste industriel inox.",
      },
      {
        title: "Supervision SCADA",
        description:
          "WinCC, AVEVA, Ignition ou PcVue : synoptiques, historisation des mesures, courbes de tendance et gestion centralisée des alarmes, sur poste unique ou en architecture client-serveur redondante.",
      },
      {
        title: "MES, traçabilité et données",
        description:
          "Suivi des lots et généalogie matière, rapports de production, calcul du TRS et échanges avec votre ERP via OPC UA ou SQL. Enregistrements conformes à la 21 CFR Part 11 lorsque le contexte pharma l'exige.",
      },
      {
        title: "Retrofit et migration d'automates",
        description:
          "Migration de S5 vers S7-⁠1500, de PLC-⁠5 ou SLC 500 vers ControlLogix, de Modicon TSX vers M580 : reprise de l'existant, essais de bascule et migration par étapes pour réduire l'arrêt de production.",
      },
      {
        title: "Assistance à distance et maintenance",
        description:
          "Télémaintenance par VPN industriel, diagnostic rapide, maintenance préventive, sauvegarde des programmes et astreinte 24 h/24 et 7 j/7 selon contrat, avec intervention sur site en Belgique et dans les Hauts-de-France.",
      },
    ],
  },
  expertise: {
    eyebrow: "Notre méthode",
    title: "Une démarche d'ingénierie, de l'analyse à l'assistance",
    intro:
      "Chaque projet suit une démarche documentée, inspirée du GAMP 5 en pharmacie et du cycle en V dans l'industrie : ce qui est livré correspond exactement à ce qui a été spécifié.",
    paragraphs: [
      "Nos automaticiens connaissent les procédés qu'ils pilotent : une séquence NEP, une pasteurisation, une cascade de pressions en salle blanche ou une régulation de température de fermentation. Le programme est conçu autour du procédé, et non l'inverse.",
      "Tout est testé avant d'arriver chez vous : simulation du procédé, essais en usine (FAT) en présence de vos équipes, puis essais sur site (SAT). Vous recevez un dossier complet : analyse fonctionnelle, liste d'entrées/sorties, programmes sources et manuels opérateur.",
    ],
    imageAlt:
      "Technicien en salle de contrôle devant les écrans de supervision d'une ligne de process, à côté d'une armoire d'automatisme ouverte",
    stepsTitle: "Les étapes d'un projet",
    steps: [
      {
        title: "Analyse fonctionnelle",
        description:
          "Recueil des besoins auprès de la production, de la qualité et de la maintenance ; rédaction de l'analyse fonctionnelle, des grafcets et de la liste d'entrées/sorties.",
      },
      {
        title: "Architecture et conception",
        description:
          "Choix du matériel, architecture réseau (Profinet, EtherNet/IP, Modbus TCP), segmentation du réseau industriel selon l'IEC 62443 et schémas électriques.",
      },
      {
        title: "Programmation et simulation",
        description:
          "Développement de l'automate, des IHM et de la supervision ; simulation du procédé pour valider séquences, verrouillages et alarmes avant le chantier.",
      },
      {
        title: "Essais en usine (FAT)",
        description:
          "Réception sur armoire ou plateforme de test selon un protocole validé avec vous : chaque entrée/sortie et chaque séquence sont vérifiées.",
      },
      {
        title: "Mise en service",
        description:
          "Essais sur site (SAT), essais à l'eau puis en production, réglage des boucles PID et formation de vos opérateurs et de vos techniciens de maintenance.",
      },
      {
        title: "Assistance et évolutions",
        description:
          "Garantie, télémaintenance, astreinte selon contrat et évolutions du programme au rythme de vos nouveaux produits et de vos extensions de ligne.",
      },
    ],
  },
  benefits: {
    eyebrow: "Bénéfices",
    title: "Ce que vous y gagnez",
    intro:
      "Une automatisation bien conçue se mesure sur le terrain : moins d'arrêts, moins de pertes et des données auxquelles on peut se fier.",
    items: [
      "Un TRS en hausse grâce à des changements de format et des cycles NEP plus courts",
      "Une traçabilité lot par lot, prête pour vos audits IFS, BRCGS ou BPF",
      "Des alarmes moins nombreuses et plus pertinentes, mieux traitées par les opérateurs",
      "Des consommations d'eau, de vapeur et d'énergie mesurées puis optimisées",
      "Un code structuré et documenté que votre service maintenance peut reprendre",
      "Des pièces de rechange à nouveau disponibles après le remplacement des automates obsolètes",
      "Un réseau industriel segmenté et des accès distants sécurisés",
      "Un seul interlocuteur, de l'armoire électrique à la supervision",
    ],
  },
  partnership: {
    eyebrow: "Partenariat",
    title: "Un intégrateur indépendant, à l'aise sur toutes les grandes marques",
    intro:
      "Nous ne vendons pas une marque : nous choisissons avec vous la plateforme la mieux adaptée à votre site, à vos standards et à vos équipes de maintenance.",
    features: [
      {
        title: "Siemens, Schneider Electric, Rockwell",
        description:
          "TIA Portal, EcoStruxure Control Expert et Studio 5000 au quotidien, avec les variateurs, E/S déportées et réseaux associés. Vos standards d'usine sont respectés s'ils existent.",
      },
      {
        title: "Indépendance et conseil",
        description:
          "Ni exclusivité ni commission fournisseur : nos recommandations tiennent compte de votre parc installé, de la disponibilité des pièces et des compétences de vos techniciens.",
      },
      {
        title: "Standards ouverts",
        description:
          "OPC UA, MQTT, Profinet, EtherNet/IP et Modbus TCP : automates, skids de fournisseurs et systèmes de gestion dialoguent sans verrouillage propriétaire.",
      },
    ],
    platformsTitle: "Plateformes maîtrisées",
    platforms: [
      "Siemens TIA Portal",
      "Rockwell Studio 5000",
      "Schneider EcoStruxure",
      "WinCC Unified",
      "AVEVA InTouch",
      "Ignition",
      "PcVue",
      "OPC UA",
    ],
  },
  cta: {
    title: "Un projet d'automatisation ou une ligne à moderniser ?",
    text: "Décrivez-nous votre installation et vos contraintes d'arrêt : un ingénieur automaticien vous recontacte pour en discuter.",
    button: "Contactez-nous",
  },
};

export default automation;
