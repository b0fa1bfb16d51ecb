/**
 * A reference's own page (/realisations-clients/<slug>) and the projects list's filters. The
 * `samples` are the first-start details of the six projects of the list, in its order: the
 * "projects" collection takes them (docs/decisions/043), then the back office edits them there.
 */
const reference = {
  meta: {
    description:
      "Référence {title} : le besoin du client, ce que nous avons fait et les résultats en chiffres.",
    notFoundTitle: "Référence introuvable",
    notFoundText: "Cette référence n'existe pas ou n'est plus publiée.",
  },
  back: "Toutes les réalisations",
  facts: {
    sector: "Secteur",
    location: "Lieu",
    year: "Année",
    services: "Prestations",
  },
  challenge: "Le besoin du client",
  scope: "Ce que nous avons fait",
  results: "Résultats en chiffres",
  gallery: "Photos du chantier",
  quote: "Le mot du client",
  servicesInvolved: "Nos métiers sur ce projet",
  cta: {
    title: "Un projet comparable ?",
    text: "Décrivez-nous votre installation : nous revenons vers vous avec une première approche technique et budgétaire.",
    button: "Parler de votre projet",
  },
  readMore: "Voir la référence",
  serviceSection: {
    eyebrow: "Références",
    title: "Nos réalisations dans ce domaine",
  },
  filters: {
    legend: "Filtrer les réalisations",
    sector: "Secteur",
    service: "Métier",
    all: "Tous",
    apply: "Filtrer",
    reset: "Tout afficher",
    count: "{count} réalisation(s) sur {total}",
    none: "Aucune réalisation ne correspond à ces critères.",
  },
  samples: [
    {
      challenge:
        "L'ancienne réception, construite en 1987, ne déchargeait qu'un camion à la fois et ses tanks en inox 304 ne supportaient plus la soude chaude des cycles NEP. La laiterie voulait doubler son débit de réception sans interrompre la collecte, avec deux arrêts de week-end pour tout basculer.",
      scope: [
        "Relevés 3D du bâtiment existant, P&ID et isométriques",
        "Trois tanks de stockage de 50 m³ en inox 316L, isolés et calorifugés",
        "Pasteurisateur à plaques de 15 000 L/h, chambreur 15 s à 72 °C",
        "1,2 km de tuyauterie DN 50 à DN 100 soudée en orbital",
        "Raccordement à la NEP existante et deux circuits NEP supplémentaires",
        "Programme API Siemens S7-⁠1500 et vues de supervision WinCC",
        "Essais FAT et SAT, formation des opérateurs, dossier technique",
      ],
      facts: [
        "Débit de réception | 30 000 L/h",
        "Stockage | 3 × 50 m³",
        "Tuyauterie posée | 1,2 km, DN 50 à DN 100",
        "Rugosité intérieure | Ra ≤ 0,8 µm",
        "Soudures orbitales documentées | 1 860",
        "Arrêt de production | 2 week-ends",
      ],
      quote:
        "Deux arrêts de week-end, pas un litre perdu : la collecte du lundi a été déchargée dans les nouveaux tanks.",
      quoteRole: "Responsable travaux neufs, laiterie coopérative",
    },
    {
      challenge:
        "Le laboratoire devait préparer des solutions tampons de 1 000 L en classe C, avec une traçabilité complète des lots et un nettoyage validé entre deux produits. L'ancienne préparation manuelle en cuves mobiles prenait une équipe entière et générait des écarts de concentration.",
      scope: [
        "Conception selon les BPF et le GAMP 5, analyse de risques avec l'assurance qualité",
        "Cuve de 1 000 L en inox 316L électropoli, agitation magnétique",
        "Filtration stérilisante 0,2 µm avec test d'intégrité en ligne",
        "NEP et SEP intégrés au skid, vapeur propre à 121 °C",
        "Automate et IHM conformes à l'Annexe 11 (audit trail, signatures électroniques)",
        "Protocoles et exécution de la qualification QI/QO",
      ],
      facts: [
        "Volume utile | 1 000 L",
        "Rugosité intérieure | Ra ≤ 0,4 µm",
        "Stérilisation en place | 30 min à 121 °C",
        "Durée d'un lot | 3 h au lieu de 7 h",
        "Écarts de qualification | 0",
      ],
      quote:
        "Les protocoles de qualification étaient prêts avant la livraison du skid ; notre assurance qualité n'a eu qu'à les exécuter.",
      quoteRole: "Responsable validation, laboratoire pharmaceutique",
    },
    {
      challenge:
        "La brasserie familiale plafonnait à deux brassins par jour sur une installation de 20 hl et refusait des commandes. Il fallait tripler la production dans le même bâtiment classé, sans toucher à la recette ni au goût de ses bières.",
      scope: [
        "Implantation de la salle de brassage dans le bâtiment existant",
        "Cuve-matière, cuve d'ébullition et whirlpool de 40 hl",
        "Filtre-presse de maische à 16 plaques",
        "Récupération d'énergie sur les buées de l'ébullition",
        "Tuyauteries de process en inox 304L, DN 40 à DN 80",
        "Gestion des recettes et supervision des brassins",
      ],
      facts: [
        "Capacité de brassage | 40 hl/brassin",
        "Cadence | 6 brassins/jour",
        "Production annuelle possible | 45 000 hl",
        "Énergie récupérée sur les buées | 30 % de la vapeur",
        "Mise en service | 11 semaines après la commande des cuves",
      ],
      quote:
        "Le premier brassin sur la nouvelle salle avait le goût de notre bière, et nous en faisons six par jour.",
      quoteRole: "Maître brasseur et gérant",
    },
    {
      challenge:
        "Une nouvelle soutireuse de 24 000 bouteilles/h demandait un sirop préparé en continu, à concentration constante. La dissolution du sucre en big-bags créait une atmosphère explosive de poussières que l'ancienne installation ignorait.",
      scope: [
        "Dissolution continue du sucre, 8 t/h, régulée par réfractomètre en ligne",
        "Deux cuves de sirop de 10 m³ en alternance",
        "Dosage en ligne des arômes par débitmètres massiques",
        "Zonage ATEX (zone 22) de la vidange des big-bags et matériel certifié",
        "Document relatif à la protection contre les explosions (DRPCE)",
        "Traçabilité des lots dans la supervision, conception hygiénique HACCP",
      ],
      facts: [
        "Cadence alimentée | 24 000 bouteilles/h",
        "Sucre dissous | 8 t/h",
        "Précision de concentration | ± 0,1 °Brix",
        "Stockage de sirop | 2 × 10 m³",
        "Zone ATEX | 22, vidange des big-bags",
      ],
      quote:
        "La concentration ne bouge plus d'un dixième de degré Brix, et le zonage ATEX est enfin documenté.",
      quoteRole: "Directeur d'usine, embouteilleur de boissons",
    },
    {
      challenge:
        "Le site produisait son eau purifiée avec une osmose vieillissante dont la conductivité dépassait régulièrement la limite de la Pharmacopée européenne. Une extension de l'atelier ajoutait trois points d'utilisation à desservir sans arrêter la production.",
      scope: [
        "Osmose inverse double passe et électrodéionisation (EDI), 3 m³/h",
        "Cuve de stockage de 5 m³ avec évent filtrant 0,2 µm",
        "Boucle de distribution de 180 m en inox 316L électropoli, DN 25 à DN 40",
        "Circulation à 80 °C et vitesse minimale de 1,5 m/s",
        "Mesures en continu de la conductivité et du COT",
        "Qualification QI/QO/QP avec le service validation",
      ],
      facts: [
        "Production | 3 m³/h",
        "Conductivité | < 1,3 µS/cm à 25 °C",
        "Carbone organique total | < 500 ppb",
        "Longueur de boucle | 180 m",
        "Température de circulation | 80 °C",
        "Points d'utilisation | 3",
      ],
      quote:
        "Depuis la mise en service, aucune alerte de conductivité : l'eau est conforme à chaque prélèvement.",
      quoteRole: "Responsable des utilités, site pharmaceutique",
    },
    {
      challenge:
        "Quatre lignes de production avaient chacune leur nettoyage manuel, avec des temps et des concentrations qui variaient selon l'équipe. L'usine voulait des cycles identiques et enregistrés, et réduire une consommation d'eau qui pesait sur la station d'épuration.",
      scope: [
        "Station NEP à trois cuves de 3 m³ : soude, acide, eau récupérée",
        "Quatre circuits avec vannes à double siège et retours par pompe",
        "Régulation de la conductivité et de la température de chaque phase",
        "Récupération des eaux de rinçage final pour le prérinçage",
        "Enregistrement de chaque cycle et rapport par circuit",
      ],
      facts: [
        "Circuits desservis | 4",
        "Cuves | 3 × 3 m³",
        "Consommation d'eau | −30 %",
        "Durée d'un cycle complet | 45 min",
        "Température de la soude | 75 °C",
      ],
      quote:
        "Chaque cycle est maintenant identique et enregistré : l'auditeur IFS a consulté les rapports, sans autre question.",
      quoteRole: "Responsable qualité, industrie alimentaire",
    },
  ],
};

export default reference;
