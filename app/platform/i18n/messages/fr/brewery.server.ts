const brewery = {
  meta: {
    title: "Équipements de brasserie : brassage, cuves et NEP",
    description:
      "Salles de brassage, cuves de fermentation et de garde, NEP, glycol et automatisme pour brasseries artisanales et industrielles, en Belgique et en France.",
  },
  hero: {
    eyebrow: "Brasserie",
    title: "Équipements et installations de brasserie",
    intro:
      "Salles de brassage, cuves de fermentation et de garde, NEP, tuyauteries, glycol et automatisme : nous accompagnons les brasseries artisanales et industrielles de Belgique et du nord de la France, du premier brassin à la montée en capacité.",
    cta: "Parler de votre brasserie",
  },
  why: {
    eyebrow: "Pourquoi nous",
    title: "Des ingénieurs qui parlent le langage du brasseur",
    paragraphs: [
      "Nous partons de vos recettes, de votre planning de brassage et de vos volumes pour dimensionner l'installation : taille et nombre de brassins par jour, nombre de fermenteurs et de tanks de garde, puissance frigorifique, besoins en eau chaude et en énergie.",
      "Chaudronnerie, tuyauterie inox, électricité et automatisme sont coordonnés sur un seul chantier, avec un planning calé sur votre production. Vous gardez un interlocuteur unique, de l'étude à la mise en service.",
    ],
    imageAlt:
      "Salle de brassage : filtre à plaques et trois cuves de brassage en inox sur une passerelle, reliées par des tuyauteries",
  },
  services: {
    eyebrow: "Nos prestations",
    title: "Toute la brasserie, du concassage au tank de bière filtrée",
    intro:
      "Nous livrons des équipements complets ou nous complétons votre installation existante, en inox et avec des raccords hygiéniques adaptés aux exigences de la brasserie.",
    items: [
      {
        title: "Salle de brassage",
        description:
          "Cuve d'empâtage, cuve-filtre ou filtre-presse de maische, chaudière d'ébullition, whirlpool et refroidisseur de moût, dimensionnés pour vos brassins et votre cadence.",
      },
      {
        title: "Cuves de fermentation et de garde",
        description:
          "Fermenteurs cylindro-coniques et tanks de garde isolés à double enveloppe glycolée, avec soupapes, carbonatation, purge des levures et tanks de bière filtrée pour le soutirage.",
      },
      {
        title: "Nettoyage en place (NEP)",
        description:
          "Station NEP à cuves soude, acide et eau de récupération, chauffage et pompes aller-retour, pour nettoyer automatiquement cuves et lignes avec des cycles reproductibles.",
      },
      {
        title: "Tuyauteries et utilités",
        description:
          "Tuyauterie inox hygiénique, panneaux de transfert, réseau d'eau glycolée et groupe froid, eau chaude et vapeur, air comprimé, CO₂ et azote.",
      },
      {
        title: "Automatisation du brassage",
        description:
          "Gestion des recettes et des paliers d'empâtage, régulation des températures de fermentation cuve par cuve, traçabilité des brassins et supervision accessible à distance.",
      },
    ],
    custom: {
      title: "Un équipement à remplacer ou à ajouter ?",
      text: "Nouveau fermenteur, reprise d'une salle de brassage d'occasion, extension de cave : nous intervenons aussi sur des installations existantes.",
      link: "Nous en parler",
    },
  },
  references: {
    eyebrow: "Références",
    title: "Quelques brasseries que nous avons équipées",
    intro:
      "Par discrétion envers nos clients, nous ne citons pas leur nom : voici la nature de quelques projets.",
    items: [
      {
        name: "Brasserie artisanale, Hainaut",
        description:
          "Brasserie 20 hl : salle de brassage à deux cuves, quatre fermenteurs de 40 hl et station NEP mobile.",
      },
      {
        name: "Microbrasserie, métropole lilloise",
        description:
          "Extension de cave : trois tanks de garde de 20 hl, réseau glycol et régulation de température par cuve.",
      },
      {
        name: "Brasserie familiale, province de Namur",
        description:
          "Remplacement de la salle de brassage par une installation de 50 hl et automatisation des recettes.",
      },
      {
        name: "Brasserie régionale, Flandre-Occidentale",
        description:
          "Nouvelle cave de fermentation : huit cylindro-coniques de 100 hl, tuyauteries inox et panneaux de transfert.",
      },
      {
        name: "Brasserie industrielle, Hauts-de-France",
        description:
          "Station NEP centralisée à trois cuves avec récupération des solutions, raccordée à la salle de brassage et aux caves.",
      },
      {
        name: "Brasserie coopérative, Brabant wallon",
        description:
          "Automatisation complète du brassage : API, supervision, gestion des recettes et traçabilité des brassins.",
      },
    ],
  },
  advantages: {
    eyebrow: "Vos avantages",
    title: "Ce que vous gagnez à travailler avec nous",
    items: [
      "Un interlocuteur unique pour la chaudronnerie, la tuyauterie, l'électricité et l'automatisme",
      "Des équipements dimensionnés pour vos recettes, vos volumes et votre cadence",
      "Une bière constante grâce à la régulation précise de l'empâtage et de la fermentation",
      "Des coûts d'exploitation maîtrisés : récupération de chaleur au refroidissement du moût, NEP avec récupération des solutions",
      "Des travaux planifiés pour limiter l'interruption de vos brassins",
      "Un suivi après mise en service : maintenance, pièces de rechange et assistance technique",
    ],
  },
  growth: {
    eyebrow: "Croissance",
    title: "De la brasserie artisanale à la capacité industrielle",
    intro:
      "Beaucoup de brasseries démarrent avec une salle de brassage compacte et quelques fermenteurs, puis voient la demande dépasser leur capacité. Nous concevons dès le départ une installation qui peut grandir avec vous.",
    stages: [
      {
        title: "Démarrer sur de bonnes bases",
        description:
          "Emplacements réservés pour de nouvelles cuves, collecteurs et réseau glycol dimensionnés pour l'extension, automatisme prévu pour accueillir d'autres équipements.",
      },
      {
        title: "Augmenter la capacité",
        description:
          "Ajout de fermenteurs et de tanks de garde, brassins supplémentaires par jour, renforcement du froid et de la NEP, sans arrêter la production plus que nécessaire.",
      },
      {
        title: "Passer à l'échelle industrielle",
        description:
          "Nouvelle salle de brassage, filtration du moût par filtre-presse de maische, supervision centralisée et traçabilité complète, de la matière première au soutirage.",
      },
    ],
    meuraText:
      "Pour la filtration du moût, nous intégrons les filtres-presses de maische de notre partenaire Meura.",
    meuraLink: "Découvrir la filtration Meura",
  },
  cta: {
    title: "Un projet de brasserie, neuve ou à agrandir ?",
    text: "Parlez-nous de vos bières, de vos volumes et de vos ambitions : nous vous aidons à dimensionner l'installation qui vous correspond.",
    button: "Parler de votre brasserie",
  },
};

export default brewery;
