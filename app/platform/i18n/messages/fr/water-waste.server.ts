const waterWaste = {
  meta: {
    title: "Traitement des eaux usées industrielles",
    description:
      "Prétraitement, physico-chimie, biologie aérobie et anaérobie, membranes et boues : des stations d'épuration industrielles clé en main en Belgique et en France.",
  },
  hero: {
    title: "Traitement des eaux usées industrielles",
    intro:
      "Du dégrillage à la déshydratation des boues, nous concevons et installons des stations d'épuration adaptées à vos effluents agroalimentaires, brassicoles, chimiques ou pharmaceutiques.",
    cta: "Faire analyser vos effluents",
  },
  why: {
    eyebrow: "Enjeux",
    title: "Pourquoi traiter vos effluents ?",
    intro:
      "Un effluent industriel chargé en DCO, en graisses ou en azote n'est pas seulement une contrainte réglementaire : c'est un poste de coût que l'on peut réduire, et une ressource que l'on peut récupérer.",
    points: [
      {
        title: "Respecter votre permis de rejet",
        description:
          "Votre permis d'environnement, ou votre arrêté préfectoral ICPE en France, fixe des valeurs limites en DCO, DBO5, MES, azote, phosphore, pH et température. Un dépassement expose à une mise en demeure, voire à une suspension d'activité.",
      },
      {
        title: "Réduire taxes et redevances",
        description:
          "La taxe wallonne sur le déversement des eaux usées industrielles et les redevances des agences de l'eau en France sont calculées sur la charge polluante rejetée. Abattre la DCO et les MES à la source réduit directement la facture annuelle.",
      },
      {
        title: "Assumer votre responsabilité environnementale",
        description:
          "Vos clients, la grande distribution et vos actionnaires demandent des preuves. Un rejet maîtrisé et mesuré alimente votre reporting RSE et votre certification ISO 14001.",
      },
      {
        title: "Réutiliser l'eau",
        description:
          "Une eau épurée puis affinée par ultrafiltration et osmose inverse peut alimenter les tours de refroidissement, le prérinçage NEP ou le lavage des sols, et réduire d'autant vos prélèvements d'eau.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Six familles de procédés, combinées selon votre effluent",
    intro:
      "Aucune filière n'est standard : la composition de l'effluent, ses variations sur 24 heures et vos objectifs de rejet déterminent l'enchaînement des étapes.",
    categories: [
      {
        name: "Prétraitement",
        methods: [
          "Dégrillage fin et tamisage rotatif de 0,5 à 3 mm",
          "Dessablage et déshuilage-dégraissage",
          "Bassin tampon d'égalisation avec brassage",
        ],
      },
      {
        name: "Traitement physico-chimique",
        methods: [
          "Coagulation-floculation",
          "Flottation à air dissous (DAF)",
          "Neutralisation et correction du pH",
          "Précipitation du phosphore et des métaux",
        ],
      },
      {
        name: "Biologique aérobie",
        methods: [
          "Boues activées à faible charge",
          "MBBR : biofilm sur supports mobiles",
          "SBR : réacteur biologique séquentiel",
          "Nitrification-dénitrification",
        ],
      },
      {
        name: "Membranes",
        methods: [
          "Bioréacteur à membranes (MBR)",
          "Ultrafiltration pour la réutilisation",
          "Osmose inverse pour une eau de qualité process",
        ],
      },
      {
        name: "Anaérobie",
        methods: [
          "Réacteurs UASB et IC à circulation interne",
          "Abattement de 70 à 85 % de la DCO des effluents concentrés",
          "Valorisation du biogaz en chaudière ou en cogénération",
        ],
      },
      {
        name: "Traitement des boues",
        methods: [
          "Épaississement gravitaire ou dynamique",
          "Déshydratation par filtre à bandes ou presse à vis",
          "Centrifugation",
        ],
      },
    ],
  },
  turnkey: {
    eyebrow: "Clé en main",
    title: "Des stations d'épuration clé en main",
    paragraphs: [
      "Nous prenons en charge l'ensemble du projet : caractérisation de vos effluents, essais de traitabilité, ingénierie, coordination du génie civil, fourniture et montage des équipements, automatisme et supervision, puis mise en service biologique jusqu'à la réception.",
      "Vous avez un interlocuteur unique, un planning tenu et un engagement sur les valeurs de rejet de votre permis.",
    ],
    deliverables: [
      "Campagne de prélèvements asservis au débit sur 24 heures",
      "Essais de traitabilité en laboratoire (jar-tests) ou sur pilote",
      "Notes de dimensionnement et pièces techniques pour votre demande de permis",
      "Automatisme, supervision et télésurveillance avec alarmes SMS",
      "Mise en service biologique et formation de vos exploitants",
    ],
    imageAlt:
      "Station d'épuration industrielle avec bassin d'aération, clarificateur circulaire à pont racleur, flottateur et cuve de stockage",
    caption:
      "Filière type pour un effluent agroalimentaire : bassin d'aération à diffuseurs fines bulles, clarificateur circulaire, flottateur à air dissous et pompe de relevage, pilotés depuis une seule supervision.",
  },
  benefits: {
    eyebrow: "Bénéfices",
    title: "Ce que vous y gagnez",
    items: [
      {
        title: "Une conformité démontrable",
        description:
          "Une station dimensionnée pour vos valeurs limites de rejet, des rejets mesurés en continu et des enregistrements prêts pour l'inspection.",
      },
      {
        title: "Coûts maîtrisés",
        description: "Moins de taxes de déversement, de réactifs et de boues à évacuer.",
      },
      {
        title: "Énergie récupérée",
        description: "Le biogaz anaérobie couvre une partie des besoins en vapeur de l'usine.",
      },
      {
        title: "Exploitation simplifiée",
        description: "Automatisme, alarmes et télésurveillance : moins d'interventions manuelles.",
      },
    ],
  },
  commitment: {
    eyebrow: "Engagement environnemental",
    title: "Moins d'impact, mesuré et démontré",
    paragraphs: [
      "Nous dimensionnons chaque station pour l'efficacité énergétique, premier poste de coût d'exploitation : aération fines bulles pilotée par sonde d'oxygène dissous, variateurs de fréquence sur les surpresseurs et les pompes, récupération du biogaz dès que la charge le justifie.",
      "Nous privilégions les filières qui limitent les réactifs et la production de boues, et nous vous aidons à valoriser ce qui peut l'être : biogaz, boues en épandage ou en biométhanisation, eau réutilisée en process.",
    ],
    points: [
      "Bilan énergétique et consommation de réactifs chiffrés dès l'avant-projet",
      "Instrumentation en ligne : débit, pH, oxygène dissous, turbidité",
      "Données de rejet exportables pour votre reporting environnemental",
    ],
  },
  cta: {
    title: "Vos effluents posent question ?",
    text: "Transmettez-nous vos débits et vos dernières analyses de rejet : nous revenons vers vous avec une première orientation de filière et les essais à prévoir.",
    button: "Parler de vos effluents",
  },
};

export default waterWaste;
