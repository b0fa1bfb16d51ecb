const foodBeverage = {
  meta: {
    title: "Process agroalimentaire et boissons : skids et cuves",
    description:
      "Skids de process, cuves de préparation, pasteurisation, NEP, dosage et transfert : des installations hygiéniques en inox 316L, de l'étude à la mise en service.",
  },
  hero: {
    eyebrow: "Agroalimentaire et boissons",
    title: "Process agroalimentaire et boissons",
    intro:
      "Skids, cuves de préparation, pasteurisation et stations NEP en inox 316L : nous concevons, fabriquons et mettons en service des installations hygiéniques qui tiennent vos exigences de qualité, de rendement et de traçabilité.",
    cta: "Parler de votre projet",
  },
  why: {
    eyebrow: "Pourquoi nous confier votre process",
    title: "Un process hygiénique se joue dans les détails",
    paragraphs: [
      "Un bras mort de quelques centimètres, une soudure mal décapée ou une pente de vidange insuffisante suffisent à créer une zone de rétention et à compromettre un lot. Nous concevons chaque installation selon les principes de conception hygiénique EHEDG : inox 316L, soudure orbitale, raccords hygiéniques, vidange totale et nettoyabilité vérifiée.",
      "Nous travaillons avec vos équipes production et qualité dès l'avant-projet : bilan matière, dimensionnement thermique et hydraulique, P&ID, implantation 3D, puis fabrication, installation et mise en service sur site, en Belgique comme dans les Hauts-de-France.",
    ],
    sectorsTitle: "Secteurs accompagnés",
    sectors: [
      "Laiteries, fromageries et desserts lactés",
      "Jus, sirops et boissons rafraîchissantes",
      "Sauces, soupes et plats cuisinés",
      "Chocolaterie, confiserie et biscuiterie",
      "Brasseries, cidreries et boissons fermentées",
    ],
  },
  services: {
    eyebrow: "Nos solutions",
    title: "Cinq briques pour construire votre ligne",
    intro:
      "Du module autonome à la ligne complète, chaque équipement est dimensionné pour votre produit : viscosité, teneur en particules, sensibilité thermique et fréquence des changements de recette.",
    items: [
      {
        title: "Skids de process",
        description:
          "Modules préassemblés sur châssis inox réunissant pompes, échangeurs, vannes, instrumentation et armoire de commande. Ils se raccordent rapidement sur site et se déplacent avec votre ligne.",
        points: [
          "Tuyauterie 316L en soudure orbitale",
          "Câblage et programmation API inclus",
          "Essais FAT en atelier, SAT sur site",
        ],
      },
      {
        title: "Cuves de préparation et de mélange",
        description:
          "Cuves simple ou double enveloppe, calorifugées ou non, avec agitateur choisi selon le produit : hélice, ancre raclante ou turbine à fort cisaillement pour les poudres.",
        points: [
          "Fonds hygiéniques et vidange totale",
          "Boules ou têtes de lavage NEP",
          "Pesage, niveau et température en continu",
        ],
      },
      {
        title: "Traitement thermique et pasteurisation",
        description:
          "Pasteurisateurs à plaques ou tubulaires avec chambreur, récupération d'énergie par régénération, refroidissement et maintien en température des produits sensibles.",
        points: [
          "Enregistrement temps/température pour le HACCP",
          "Dérivation automatique en cas de défaut de pasteurisation",
          "Régulation fine des chauffages à eau chaude ou vapeur",
        ],
      },
      {
        title: "Stations NEP",
        description:
          "Stations de nettoyage en place centralisées ou au plus près des équipements, à une, deux ou trois cuves (eau, soude, acide), avec récupération des solutions.",
        points: [
          "Contrôle de la conductivité, de la température et du débit",
          "Recettes par circuit, cycles tracés",
          "Consommation d'eau et de produits réduite",
        ],
      },
      {
        title: "Dosage et transfert",
        description:
          "Dosage massique ou volumétrique des ingrédients liquides (sucre liquide, arômes, colorants, additifs) et transfert par pompes centrifuges ou volumétriques adaptées au produit.",
        points: [
          "Débitmètres massiques et vannes de dosage",
          "Raclage des lignes pour limiter les pertes produit",
          "Coudes de liaison et panneaux de transfert",
        ],
      },
    ],
    custom: {
      title: "Un besoin qui sort du catalogue ?",
      text: "Produit visqueux, particulaire ou sensible au cisaillement, contrainte d'encombrement, reprise d'un équipement existant : nous étudions votre cas.",
      link: "Exposer votre besoin",
    },
  },
  build: {
    eyebrow: "De l'atelier à votre ligne",
    title: "Préparé en atelier, intégré sans surprise",
    items: [
      {
        title: "Des skids livrés prêts à raccorder",
        text: "Les skids sont assemblés, câblés et testés en eau avant expédition : séquences, sécurités et boucles de régulation sont vérifiées hors de votre usine. Sur site, il reste à raccorder les utilités et les lignes produit, ce qui réduit l'arrêt de production au strict nécessaire.",
        points: [
          "Essais en eau et simulation des séquences avant expédition",
          "Certificats matière 3.1, rapports de soudure et d'essais",
          "Raccordement et mise en service par la même équipe",
        ],
        image: {
          alt: "Skid de process sur châssis inox : cuve agitée, pompe centrifuge, filtre à plaques et armoire de commande dans un local carrelé",
        },
      },
      {
        title: "Une intégration maîtrisée dans la ligne existante",
        text: "Cuves, skids et tuyauteries doivent s'insérer dans un atelier qui produit. Nous relevons l'existant, planifions les raccordements sur vos arrêts programmés et reprenons l'automatisme pour que la nouvelle section dialogue avec votre supervision.",
        points: [
          "Relevé de l'existant et implantation 3D",
          "Travaux calés sur vos arrêts de ligne",
          "Intégration à vos API et à votre supervision",
        ],
        image: {
          alt: "Trois cuves de préparation en inox sur passerelle, reliées à une ligne de conditionnement suivie par un opérateur muni d'une tablette",
        },
      },
    ],
  },
  advantages: {
    eyebrow: "Vos bénéfices",
    title: "Ce que vous y gagnez",
    items: [
      {
        title: "Sécurité alimentaire",
        description:
          "Conception hygiénique, matériaux au contact conformes au règlement (CE) n° 1935/2004 et traçabilité des paramètres critiques pour votre plan HACCP.",
      },
      {
        title: "Rendement de ligne",
        description:
          "Moins de pertes produit, changements de recette plus rapides et séquences automatisées : votre TRS progresse sans augmenter vos équipes.",
      },
      {
        title: "Eau et énergie",
        description:
          "Récupération des solutions NEP, régénération thermique sur les pasteurisateurs et variateurs de fréquence sur les pompes.",
      },
      {
        title: "Un interlocuteur unique",
        description:
          "Process, tuyauterie, électricité et automatisme sous une seule responsabilité, de l'étude à la mise en service.",
      },
      {
        title: "Évolutivité",
        description:
          "Installations modulaires, dimensionnées pour accueillir une cuve ou un skid supplémentaire sans tout reprendre.",
      },
      {
        title: "Dossier complet",
        description:
          "P&ID à jour, certificats matière, rapports d'essais, déclarations CE et DESP le cas échéant, manuels et formation de vos opérateurs.",
      },
    ],
  },
  cta: {
    title: "Un projet de ligne, de cuve ou de skid ?",
    text: "Décrivez-nous votre produit, vos débits et vos contraintes d'hygiène : un ingénieur process vous recontacte pour en discuter.",
    button: "Parler de votre projet",
  },
};

export default foodBeverage;
