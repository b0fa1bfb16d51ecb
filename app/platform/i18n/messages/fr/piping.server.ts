const piping = {
  meta: {
    title: "Tuyauterie industrielle inox et acier carbone",
    description:
      "Conception, préfabrication en atelier et pose de tuyauteries inox 316L et acier pour l'agroalimentaire, la brasserie, la pharmacie et la chimie.",
  },
  hero: {
    eyebrow: "Tuyauterie industrielle",
    title: "Tuyauterie industrielle inox et acier",
    intro:
      "Conception, préfabrication en atelier et pose sur site de réseaux inox hygiéniques et de tuyauteries d'utilités, avec la traçabilité et la documentation qu'exigent l'agroalimentaire, la pharmacie et la chimie.",
    cta: "Demander une offre",
  },
  expertise: {
    eyebrow: "Savoir-faire",
    title: "Notre expertise en tuyauterie",
    intro:
      "De l'isométrique à la réception, nos tuyauteurs-soudeurs qualifiés réalisent vos réseaux de process et d'utilités, du DN10 au DN300.",
    items: [
      {
        title: "Inox hygiénique 304L et 316L",
        description:
          "Tubes et raccords selon l'EN 10357 et la DIN 11866, rugosité intérieure Ra ≤ 0,8 µm (≤ 0,4 µm électropoli pour les lignes pharmaceutiques), pentes d'écoulement et bras morts limités pour une NEP efficace.",
      },
      {
        title: "Acier carbone pour les utilités",
        description:
          "Vapeur et condensats, eau surchauffée, air comprimé, azote, eau glacée et eau de refroidissement, en P235GH ou P265GH, soudés TIG et à l'électrode enrobée.",
      },
      {
        title: "Soudage orbital",
        description:
          "Soudures orbitales TIG sous inertage intérieur, paramètres enregistrés, opérateurs de soudage orbital qualifiés selon l'EN ISO 14732 (soudeurs manuels selon l'EN ISO 9606-⁠1), modes opératoires qualifiés selon l'EN ISO 15614-⁠1 et contrôle endoscopique des cordons.",
      },
      {
        title: "Préfabrication en atelier",
        description:
          "Tronçons préfabriqués dans notre atelier à partir de vos isométriques : des soudures réalisées dans de meilleures conditions, moins de travaux par points chauds sur site et un chantier plus court.",
      },
      {
        title: "Pose et raccordements pendant vos arrêts",
        description:
          "Interventions planifiées sur vos arrêts techniques, de fin de semaine ou d'été : raccordements sur installations existantes, consignations et permis de feu coordonnés avec votre service sécurité.",
      },
      {
        title: "Épreuves et dossier DESP",
        description:
          "Épreuves hydrauliques ou pneumatiques, décapage et passivation, ressuage ou radiographie, et dossier de fin de travaux : certificats matière 3.1, carnet de soudage, plans tels que construits et documentation DESP (2014/68/UE).",
      },
    ],
  },
  commitments: {
    eyebrow: "Nos engagements",
    title: "Trois engagements sur chaque chantier",
    intro:
      "Une tuyauterie se juge sur des années d'exploitation. Nous travaillons pour qu'elle ne fasse plus parler d'elle après la réception.",
    imageAlt:
      "Réseau de tuyauteries inox sur supports, avec vannes automatiques, manomètre et conduite à brides",
    items: [
      {
        title: "Qualité et traçabilité",
        description:
          "Chaque soudure est numérotée et reliée à son soudeur, à ses paramètres et aux certificats matière. Vous savez exactement ce qui a été posé, et comment.",
      },
      {
        title: "Sécurité sur le chantier",
        description:
          "Équipes formées VCA, analyse de risques par tâche, permis de feu, travaux en espace confiné et en hauteur encadrés : les règles de votre site s'appliquent, sans exception.",
      },
      {
        title: "Respect des délais",
        description:
          "Préfabrication anticipée et planning d'arrêt détaillé heure par heure : votre production redémarre à la date prévue.",
      },
    ],
  },
  applications: {
    eyebrow: "Applications",
    title: "Des réseaux pour chaque industrie de process",
    intro:
      "Nous posons des tuyauteries de process et d'utilités là où l'hygiène, la pression ou l'agressivité des fluides ne laissent aucune place à l'approximation.",
    items: [
      {
        name: "Agroalimentaire et boissons",
        description:
          "Lait, jus, sirops et sauces : lignes produit, réseaux NEP et raccordements de cuves.",
      },
      {
        name: "Brasseries",
        description:
          "Moût, bière et levure : salle de brassage, caves de fermentation et de garde, soutirage.",
      },
      {
        name: "Pharmacie et biotechnologies",
        description:
          "Eau purifiée, eau pour préparations injectables et vapeur propre : boucles de distribution conformes aux BPF.",
      },
      {
        name: "Chimie",
        description:
          "Acides, bases et solvants : inox, aciers spéciaux ou thermoplastiques (PP, PVDF) selon la compatibilité chimique.",
      },
      {
        name: "Traitement des eaux",
        description:
          "Eau brute, eau osmosée et effluents : dosage de réactifs et liaisons entre ouvrages.",
      },
      {
        name: "Utilités",
        description: "Vapeur, condensats, air comprimé, eau glacée, eau glycolée, azote et CO₂.",
      },
    ],
  },
  cta: {
    title: "Un réseau à créer, à modifier ou à remplacer ?",
    text: "Envoyez-nous vos plans ou décrivez simplement votre besoin : nous organisons une visite de site et vous remettons une offre détaillée.",
    button: "Demander une offre",
  },
};

export default piping;
