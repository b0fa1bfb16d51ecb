const waterClean = {
  meta: {
    title: "Traitement de l'eau de process industrielle",
    description:
      "Adoucissement, osmose inverse, EDI, ultrafiltration et UV : skids de traitement d'eau de process conçus et installés en Belgique et dans le nord de la France.",
  },
  hero: {
    title: "Traitement de l'eau de process",
    intro:
      "Adoucissement, osmose inverse, ultrafiltration et désinfection UV : une eau de process maîtrisée pour votre production, du forage ou du réseau jusqu'au point d'usage.",
    cta: "Demander une étude",
  },
  why: {
    eyebrow: "Eau de process",
    title: "Pourquoi la qualité de l'eau conditionne votre production",
    paragraphs: [
      "Dans une brasserie, une laiterie ou une unité pharmaceutique, l'eau est la première matière première. Elle entre dans le produit, alimente les chaudières et les tours de refroidissement, et rince vos installations à chaque cycle de NEP. Une dureté mal maîtrisée entartre les échangeurs à plaques, un excès de chlore libre attaque l'inox 316L et une contamination microbiologique peut compromettre un lot entier.",
      "L'eau de réseau ou de forage varie au fil des saisons : dureté, fer, manganèse, matières organiques, nitrates. Nous partons d'une analyse de votre eau brute et de vos besoins réels (débits de pointe, qualité requise à chaque point d'usage, taux de récupération visé) pour dimensionner une filière robuste, sans surdimensionnement coûteux.",
      "Le résultat : une qualité d'eau constante, mesurée et tracée, qu'il s'agisse d'eau adoucie pour vos chaudières, d'eau osmosée pour le brassage ou d'eau purifiée conforme à la Pharmacopée européenne.",
    ],
    targets: {
      title: "Valeurs cibles courantes",
      items: [
        { label: "Eau adoucie pour chaudière", value: "dureté < 0,5 °f" },
        { label: "Eau osmosée de brassage", value: "10 à 30 µS/cm" },
        { label: "Eau purifiée (Ph. Eur.)", value: "≤ 5,1 µS/cm à 25 °C, COT ≤ 500 ppb" },
        { label: "Eau déminéralisée par EDI", value: "> 10 MΩ·cm" },
      ],
    },
  },
  process: {
    eyebrow: "Notre approche",
    title: "Une filière en trois étapes",
    intro:
      "Chaque étape protège la suivante : c'est ce qui garantit la durée de vie des membranes et la stabilité de la qualité produite.",
    steps: [
      {
        title: "Prétraitement",
        description:
          "Filtration sur sable ou multimédia, déferrisation si nécessaire, adoucissement et déchloration sur charbon actif ou par injection de bisulfite. Objectif en entrée d'osmose : SDI < 3 et chlore libre < 0,1 mg/l.",
      },
      {
        title: "Traitement",
        description:
          "Osmose inverse simple ou double passe, précédée d'une ultrafiltration lorsque la charge colloïdale l'exige. 98 à 99 % des sels dissous sont retenus, ainsi que la quasi-totalité des bactéries et des matières organiques.",
      },
      {
        title: "Finition et désinfection",
        description:
          "Électrodéionisation pour les qualités les plus exigeantes, UV 254 nm, filtration finale 0,2 µm et boucle de distribution recirculée, désinfectée à l'eau chaude à 80 °C ou à l'ozone.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Les technologies que nous mettons en œuvre",
    intro:
      "Nous sélectionnons les technologies en fonction de votre eau brute et de l'usage visé, avec des composants de fabricants reconnus et des pièces d'usure disponibles en Europe.",
    items: [
      {
        name: "Adoucissement",
        description:
          "Échange d'ions sur résine cationique régénérée à la saumure. Colonnes duplex en alternance pour une production continue et régénération au volume pour limiter la consommation de sel.",
      },
      {
        name: "Osmose inverse",
        description:
          "Membranes spiralées en polyamide, pompe haute pression à variateur de fréquence, rinçage automatique à l'arrêt et station de nettoyage chimique intégrée au skid.",
      },
      {
        name: "Électrodéionisation (EDI)",
        description:
          "Déminéralisation en continu, en aval de l'osmose, sans régénération chimique. Résistivité supérieure à 10 MΩ·cm pour l'eau purifiée pharmaceutique et les chaudières haute pression.",
      },
      {
        name: "Ultrafiltration",
        description:
          "Membranes à fibres creuses d'environ 0,02 µm : une barrière physique contre les bactéries, les virus et les colloïdes, avec rétrolavages automatiques et une turbidité de sortie inférieure à 0,1 NTU.",
      },
      {
        name: "Désinfection UV",
        description:
          "Réacteurs en inox 316L à lampes basse pression 254 nm, dose de 40 mJ/cm², capteur d'intensité et alarme reportée en supervision. Version 185 nm disponible pour abattre le COT.",
      },
      {
        name: "Charbon actif",
        description:
          "Filtres à charbon actif en grains pour éliminer le chlore libre, les chloramines, les goûts et les odeurs ainsi qu'une partie des micropolluants organiques. Désinfection périodique à l'eau chaude possible.",
      },
    ],
  },
  skids: {
    eyebrow: "Skids compacts",
    title: "Des skids de traitement d'eau préassemblés",
    paragraphs: [
      "Nous construisons vos unités de traitement d'eau sous forme de skids compacts : châssis inox, tuyauterie en 316L ou en PVC-⁠U selon le fluide, instrumentation, armoire électrique et API, entièrement câblés et testés dans notre atelier avant livraison.",
      "Sur site, il ne reste qu'à raccorder l'eau brute, l'égout et l'alimentation électrique. L'intervention dans votre usine se limite à quelques jours et la mise en service s'appuie sur des essais en atelier déjà validés.",
    ],
    features: [
      "Débits de 0,5 à 30 m³/h par skid, extensibles en parallèle",
      "Essais en atelier (FAT) selon un protocole signé avec vous",
      "API et écran tactile, échanges avec votre supervision en Profinet ou Modbus TCP",
      "Dossier complet : P&ID, analyse fonctionnelle et qualification QI/QO pour la pharmacie",
    ],
    imageAlt:
      "Skid d'osmose inverse à quatre carters de membranes horizontaux et pompe haute pression, raccordé à un réacteur de désinfection UV",
  },
  benefits: {
    eyebrow: "Bénéfices",
    title: "Ce que vous y gagnez",
    items: [
      "Une qualité d'eau constante, mesurée en continu et enregistrée",
      "Des échangeurs, chaudières et buses de NEP protégés de l'entartrage",
      "Moins de sel, de produits chimiques et d'eau rejetée à l'égout",
      "Une conformité démontrée : directive (UE) 2020/2184, Pharmacopée européenne, BPF",
      "Une maintenance planifiée avec des pièces d'usure standard",
      "Un seul interlocuteur, de l'analyse de l'eau brute à la mise en service",
    ],
  },
  partnership: {
    eyebrow: "Partenariat",
    title: "Un partenaire sur toute la durée de vie de l'installation",
    intro:
      "Une installation de traitement d'eau se juge sur quinze ans, pas sur la réception. Nous restons à vos côtés après la mise en service.",
    items: [
      {
        title: "Étude et dimensionnement",
        description:
          "Analyse de l'eau brute, bilan des besoins par point d'usage, choix de la filière et estimation du coût d'exploitation avant tout investissement.",
      },
      {
        title: "Installation et mise en service",
        description:
          "Montage, raccordement, programmation, essais sur site et formation de vos opérateurs, par les équipes qui ont conçu l'installation.",
      },
      {
        title: "Suivi et maintenance",
        description:
          "Contrat d'entretien, remplacement des membranes et des lampes UV, analyses périodiques et assistance à distance via la supervision.",
      },
    ],
  },
  cta: {
    title: "Votre eau de process mérite une filière sur mesure",
    text: "Envoyez-nous une analyse de votre eau brute et vos besoins en débit : nous vous proposons une première filière de traitement chiffrée.",
    button: "Parler de votre projet eau",
  },
};

export default waterClean;
