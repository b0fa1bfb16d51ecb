const projects = {
  meta: {
    title: "Réalisations clients : agroalimentaire et pharmacie",
    description:
      "Lignes laitières, salles de brassage, skids pharmaceutiques, boucles d'eau purifiée et stations NEP livrés en Belgique, en France et en Espagne.",
  },
  hero: {
    eyebrow: "Nos réalisations",
    title: "Des projets livrés, des lignes qui produisent",
    intro:
      "Réception laitière, salle de brassage, skid en zone propre ou boucle d'eau purifiée : voici quelques installations que nous avons étudiées, construites et mises en service pour nos clients en Belgique, en France et en Espagne.",
    statsLabel: "Nos chiffres clés",
  },
  stats: [
    { number: "50+", label: "projets réalisés" },
    { number: "15+", label: "années d'expérience" },
    { number: "100%", label: "clients satisfaits" },
    { number: "24/7", label: "assistance technique" },
  ],
  sectors: {
    eyebrow: "Secteurs",
    title: "Nos secteurs d'activité",
    intro:
      "Répartition de nos projets par secteur. L'agroalimentaire reste notre premier métier, mais les exigences de la pharmacie structurent notre façon de travailler partout : traçabilité des matériaux, dossiers de soudure et essais documentés.",
    shareFormat: "{value} %",
    items: [
      {
        name: "Agroalimentaire",
        share: 60,
        description: "Laiteries, brasseries, boissons, sirops et plats préparés.",
      },
      {
        name: "Pharmaceutique",
        share: 25,
        description: "Skids en zone propre, eau purifiée, NEP/SEP selon les BPF.",
      },
      {
        name: "Chimie",
        share: 10,
        description: "Stockage et transfert de produits, zones ATEX, rétentions.",
      },
      {
        name: "Autres",
        share: 5,
        description: "Cosmétique, traitement des eaux et utilités industrielles.",
      },
    ],
  },
  list: {
    eyebrow: "Références",
    title: "Quelques projets récents",
    intro:
      "Chaque projet a fait l'objet d'une réception contradictoire avec le client et d'un dossier technique complet remis à la mise en service.",
    yearLabel: "Année",
    locationLabel: "Lieu",
    servicesLabel: "Prestations réalisées",
    delivered: "Projet livré avec succès",
    items: [
      {
        category: "Agroalimentaire",
        year: 2025,
        title: "Réception et pasteurisation du lait",
        description:
          "Nouvelle réception de 30 000 L/h pour une laiterie : trois tanks de stockage de 50 m³ en inox 316L, pasteurisateur à plaques de 15 000 L/h et raccordement à la NEP existante. Tuyauteries soudées en orbital (Ra ≤ 0,8 µm) et pilotage par API Siemens S7-⁠1500.",
        location: "Mouscron, Belgique",
        services: ["Tuyauterie inox", "Automatisation", "NEP", "Mise en service"],
        imageAlt:
          "Ligne laitière avec trois tanks inox, un pasteurisateur et une armoire de commande",
      },
      {
        category: "Pharmaceutique",
        year: 2025,
        title: "Skid de préparation en zone propre",
        description:
          "Skid de préparation de solutions de 1 000 L en inox 316L électropoli (Ra ≤ 0,4 µm), agitation magnétique, filtration stérilisante et NEP/SEP intégrés. Conception selon les BPF et le GAMP 5, qualification QI/QO menée avec l'assurance qualité du client.",
        location: "Lille, France",
        services: ["Skid process", "Conception BPF", "Qualification QI/QO", "Automatisation"],
        imageAlt:
          "Skid inox en salle blanche avec cuve, filtres et opérateur en tenue de zone propre",
      },
      {
        category: "Agroalimentaire",
        year: 2024,
        title: "Salle de brassage de 40 hl",
        description:
          "Salle de brassage pour une brasserie familiale : cuve-matière, cuve d'ébullition, whirlpool et filtre-presse de maische, jusqu'à six brassins par jour. Recettes gérées en supervision, récupération d'énergie sur les buées et tuyauteries de process en inox 304L.",
        location: "Ath, Belgique",
        services: [
          "Équipement brassicole",
          "Tuyauterie inox",
          "Supervision",
          "Récupération d'énergie",
        ],
        imageAlt: "Salle de brassage avec trois cuves inox et un filtre-presse de maische",
      },
      {
        category: "Agroalimentaire",
        year: 2023,
        title: "Siroperie et alimentation de l'embouteillage",
        description:
          "Deux cuves de sirop de 10 m³, dissolution du sucre en continu et dosage en ligne des arômes pour alimenter une soutireuse de 24 000 bouteilles/h. Traçabilité des lots dans la supervision et conception hygiénique validée dans le plan HACCP du site.",
        location: "Barcelone, Espagne",
        services: ["Process boissons", "Dosage en ligne", "Automatisation", "HACCP"],
        imageAlt:
          "Siroperie avec deux cuves inox reliées à une ligne d'embouteillage et son convoyeur",
      },
      {
        category: "Pharmaceutique",
        year: 2022,
        title: "Boucle d'eau purifiée",
        description:
          "Production d'eau purifiée de 3 m³/h par osmose inverse double passe et EDI, cuve de stockage de 5 m³ et boucle de distribution en inox 316L électropoli à 80 °C vers trois points d'utilisation. Qualité conforme à la Pharmacopée européenne, conductivité < 1,3 µS/cm.",
        location: "Wavre, Belgique",
        services: ["Traitement d'eau", "Tuyauterie orbitale", "Automatisation", "Qualification"],
        imageAlt:
          "Boucle d'eau purifiée avec cuve de stockage, échangeur et trois points d'utilisation",
      },
      {
        category: "Agroalimentaire",
        year: 2021,
        title: "Station NEP centralisée",
        description:
          "Station NEP à trois cuves de 3 m³ (soude, acide, eau récupérée) desservant quatre circuits, avec régulation de la conductivité et de la température et enregistrement de chaque cycle. La récupération des eaux de rinçage a réduit la consommation d'eau de 30 %.",
        location: "Arras, France",
        services: ["NEP", "Automatisation", "Tuyauterie inox", "Économies d'eau"],
        imageAlt: "Station NEP avec trois cuves inox, une pompe et une armoire de commande",
      },
    ],
  },
  testimonial: {
    eyebrow: "Témoignage",
    title: "Le mot d'un client",
    quote:
      "« Le remplacement de notre réception lait s'est fait sur deux arrêts de week-end, sans perte de production. Plans, dossiers de soudure et analyse fonctionnelle étaient à jour le jour de la mise en service : notre équipe de maintenance a repris l'installation sans difficulté. »",
    role: "Responsable travaux neufs",
    company: "Laiterie coopérative, Wallonie picarde",
  },
  process: {
    eyebrow: "Méthode",
    title: "Notre démarche en cinq étapes",
    intro:
      "Une méthode éprouvée, du premier rendez-vous à la reprise de l'installation par vos équipes.",
    steps: [
      {
        title: "Visite et cahier des charges",
        description:
          "Visite de site, relevés et recueil de vos besoins : capacités, produits, contraintes d'hygiène et de sécurité, budget et planning.",
      },
      {
        title: "Études et ingénierie",
        description:
          "Schémas P&ID, plans 3D et isométriques, dimensionnement, analyse fonctionnelle et analyse des risques validés avec vous.",
      },
      {
        title: "Fabrication en atelier",
        description:
          "Préfabrication des tuyauteries et des skids, câblage des armoires et essais en atelier (FAT) avant expédition.",
      },
      {
        title: "Installation et mise en service",
        description:
          "Montage sur site planifié autour de vos arrêts, essais à l'eau, mise en service en production et essais sur site (SAT).",
      },
      {
        title: "Formation et suivi",
        description:
          "Formation de vos opérateurs et techniciens, remise du dossier technique et assistance après réception.",
      },
    ],
  },
  cta: {
    title: "Votre projet sera peut-être notre prochaine référence",
    text: "Présentez-nous votre besoin : nous vous proposons une visite de site et une première estimation de budget et de délai.",
    button: "Discuter de votre projet",
  },
};

export default projects;
