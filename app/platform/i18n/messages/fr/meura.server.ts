import { company } from "../../../content/company";

const meura = {
  meta: {
    title: "Filtration Meura : filtres-presses de maische",
    description: `Partenaire de Meura, ${company.shortName} intègre, installe et entretient les filtres-presses de maische Meura Micro et Junior en Belgique et dans le nord de la France.`,
  },
  hero: {
    eyebrow: "Partenaire filtration",
    title: "Meura : la filtration du moût par filtre-presse de maische",
    intro: `${company.shortName} intègre, installe et entretient les filtres-presses de maische Meura dans les brasseries de Belgique et du nord de la France.`,
    cta: "Parler de votre projet",
  },
  history: {
    eyebrow: "Histoire",
    title: "Un savoir-faire belge depuis 1845",
    paragraphs: [
      "Meura est une entreprise belge fondée en 1845, spécialisée dans les équipements de brasserie. Son filtre-presse de maische s'est imposé bien au-delà de la Belgique : environ 25 % de la production mondiale de bière est filtrée avec un filtre Meura.",
      "Pour une brasserie, c'est l'assurance de s'appuyer sur une technologie éprouvée à grande échelle, déclinée en modèles adaptés à des volumes plus modestes.",
    ],
    stats: [
      { value: "1845", label: "Année de fondation de Meura, en Belgique" },
      { value: "≈ 25 %", label: "De la production mondiale de bière filtrée avec un filtre Meura" },
    ],
  },
  technology: {
    eyebrow: "Technologie",
    title: "Le filtre-presse de maische à lit mince",
    paragraphs: [
      "Dans une cuve-filtre, la maische se filtre à travers une couche épaisse de drêches qui sert elle-même de média filtrant. Le filtre-presse de maische procède autrement : la maische est répartie dans une série de chambres fermées par des toiles filtrantes, où se forme une couche de drêches mince et régulière.",
      "Cette filtration en lit mince sépare rapidement le moût ; les drêches sont ensuite lavées pour récupérer l'extrait, puis pressées avant leur évacuation. En mode rapide, chaque filtration dure moins de 35 minutes, et la technologie est adaptée aux brasseries jusqu'à 100 hl.",
    ],
    stats: [
      { value: "Lit mince", label: "Filtration sur une couche de drêches fine et régulière" },
      { value: "< 35 min", label: "Par filtration, en mode rapide" },
      { value: "100 hl", label: "Adaptée aux brasseries jusqu'à 100 hl" },
    ],
    imageAlt:
      "Filtre à plaques installé à côté de trois cuves de brassage en inox dans une salle de brassage",
  },
  advantages: {
    eyebrow: "Avantages",
    title: "Pourquoi un filtre-presse de maische",
    items: [
      {
        title: "Cadence",
        description:
          "Des filtrations courtes et régulières, de moins de 35 minutes chacune en mode rapide, pour enchaîner davantage de brassins dans la journée.",
      },
      {
        title: "Extraction",
        description:
          "Le lit mince accepte une mouture plus fine qu'une cuve-filtre, ce qui favorise l'extraction du moût lors du brassage.",
      },
      {
        title: "Liberté de recette",
        description:
          "Ce sont les toiles qui filtrent, pas les enveloppes du malt : vos recettes peuvent intégrer davantage de froment ou de céréales crues.",
      },
      {
        title: "Reproductibilité",
        description:
          "Un cycle automatisé aux paramètres identiques d'un brassin à l'autre, pour un moût de qualité constante.",
      },
    ],
  },
  models: {
    eyebrow: "Gamme",
    title: "Deux modèles : Micro et Junior",
    intro:
      "Deux tailles de filtres-presses de maische Meura, à choisir selon la quantité de mouture de vos brassins et votre organisation de brassage.",
    capacityLabel: "de mouture au maximum",
    featuresLabel: "Caractéristiques",
    items: [
      {
        name: "Meura Micro",
        tagline: "Le format compact pour les petits brassins",
        capacity: "600 kg",
        features: [
          "Jusqu'à 600 kg de mouture",
          "Moins de 100 minutes par cycle de filtration",
          "3 à 4 brassins par journée de brassage de 10 à 12 heures",
          `Intégré, installé et entretenu par ${company.shortName}`,
        ],
      },
      {
        name: "Meura Junior",
        tagline: "Pour des brassins plus importants",
        capacity: "3 t",
        features: [
          "Jusqu'à 3 tonnes de mouture",
          "Environ 14 heures par journée de brassage",
          `Intégré, installé et entretenu par ${company.shortName}`,
        ],
      },
    ],
  },
  partnership: {
    eyebrow: "Partenariat",
    title: `${company.shortName}, votre partenaire Meura en Belgique et dans le nord de la France`,
    paragraphs: [
      `${company.shortName} intègre, installe et entretient les filtres Meura en Belgique et dans le nord de la France.`,
      "Nous prenons en charge tout ce qui entoure le filtre pour qu'il s'insère proprement dans votre salle de brassage et dans votre organisation, avec un seul interlocuteur du premier relevé jusqu'à l'entretien.",
    ],
    items: [
      "Étude d'intégration : implantation, raccordements et utilités",
      "Tuyauterie inox entre la cuve d'empâtage, le filtre et la chaudière d'ébullition",
      "Interface avec l'automatisme de brassage et la supervision",
      "Installation, mise en service et formation de vos brasseurs",
      "Entretien et maintenance du filtre",
    ],
    link: "Voir nos équipements de brasserie",
  },
  cta: {
    title: "Un projet de filtration du moût ?",
    text: "Parlons de vos volumes, de vos recettes et de votre salle de brassage : nous étudions avec vous le filtre Meura le plus adapté.",
    button: "Demander une étude",
  },
};

export default meura;
