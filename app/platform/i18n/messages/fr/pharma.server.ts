import { company } from "../../../content/company";

const pharma = {
  meta: {
    title: "Process pharmaceutique conforme BPF : skids et NEP",
    description:
      "Skids de préparation, stations NEP et boucles d'eau purifiée conçus, documentés et qualifiés selon les BPF : QI/QO, GAMP 5, 21 CFR Part 11, inox Ra ≤ 0,4 µm.",
  },
  hero: {
    eyebrow: "Industrie pharmaceutique",
    title: "Process pharmaceutique conforme aux BPF",
    intro:
      "Skids de préparation, stations NEP et boucles d'eau purifiée conçus, documentés et qualifiés selon les BPF, de la revue de vos spécifications utilisateur (URS) jusqu'à l'appui à la qualification de performance (QP).",
    cta: "Discuter de votre projet",
  },
  why: {
    eyebrow: `Pourquoi ${company.shortName}`,
    title: "Des équipements pensés pour être qualifiés",
    paragraphs: [
      "En pharmacie, un équipement n'est utilisable que lorsqu'il est qualifié. Nous intégrons les exigences de qualification dès la conception : analyse de risques, spécifications fonctionnelles et de conception, matrice de traçabilité. Le dossier se construit en même temps que l'installation, pas après la mise en service.",
      "Nos équipes connaissent les contraintes d'un site en exploitation : travaux en zone classée, respect des flux de personnel et de matériel, coordination avec votre assurance qualité et vos responsables validation.",
    ],
    scopeTitle: "Ce que nous prenons en charge",
    scope: [
      "Revue de l'URS et analyse de risques (ICH Q9)",
      "Spécifications fonctionnelles et de conception",
      "Fabrication, FAT et SAT documentés",
      "Protocoles et rapports QI/QO",
      "Appui à la QP et formation des utilisateurs",
    ],
  },
  installations: {
    eyebrow: "Nos installations",
    title: "Trois familles d'équipements",
    intro:
      "Chaque installation est conçue sans bras morts, entièrement vidangeable et nettoyable en place, avec une instrumentation adaptée aux paramètres critiques de votre procédé.",
    items: [
      {
        title: "Skids de préparation et de formulation",
        description:
          "Cuves de préparation agitées, dosage des principes actifs et des excipients, filtration et transfert vers le remplissage, sur un châssis compact qualifié en un seul ensemble.",
        points: [
          "Cuves double enveloppe sur pesons",
          "Filtration stérilisante avec test d'intégrité",
          "Stérilisation en place (SEP) à la vapeur propre",
        ],
      },
      {
        title: "Nettoyage en place (NEP)",
        description:
          "Stations NEP fixes ou mobiles pour le nettoyage automatique des cuves, lignes et skids : prérinçage, lavage alcalin, lavage acide et rinçage final à l'eau purifiée, avec des cycles reproductibles et validables.",
        points: [
          "Conductivité, température, débit et temps de contact tracés",
          "Couverture des boules de lavage vérifiée à la riboflavine",
          "Contrôle du rinçage final par conductivité et COT",
        ],
      },
      {
        title: "Boucles d'eau purifiée et d'EPPI",
        description:
          "Distribution d'eau purifiée et d'eau pour préparations injectables : cuve de stockage, pompe de recirculation, échangeurs et points d'utilisation sur vannes à membrane sans bras mort.",
        points: [
          "Recirculation permanente à vitesse contrôlée",
          "Sanitisation thermique ou à l'ozone",
          "Mesures en ligne : conductivité, COT, température",
        ],
      },
    ],
  },
  constraints: {
    eyebrow: "Vos exigences",
    title: "Quatre contraintes intégrées dès la conception",
    items: [
      {
        title: "Bonnes pratiques de fabrication (BPF)",
        description:
          "Conception hygiénique, matériaux tracés, revue de conception avec votre assurance qualité : chaque choix technique est justifié et documenté.",
      },
      {
        title: "Qualification QI/QO/QP",
        description:
          "Qualification de conception (QC), essais FAT et SAT, protocoles et rapports de qualification d'installation (QI) et opérationnelle (QO), puis appui à la qualification de performance (QP).",
      },
      {
        title: "Intégrité des données — 21 CFR Part 11",
        description:
          "Audit trail, gestion des droits, signatures électroniques et sauvegardes : automatismes et supervision conçus selon les principes ALCOA+.",
      },
      {
        title: "Matériaux et état de surface",
        description:
          "Inox 316L, rugosité Ra ≤ 0,4 µm sur les surfaces en contact avec le produit, électropolissage et passivation, soudure orbitale contrôlée par endoscopie.",
      },
    ],
  },
  compliance: {
    eyebrow: "Référentiels",
    title: "Les textes que nous appliquons",
    intro:
      "Nos conceptions et nos dossiers s'appuient sur les référentiels attendus par les inspecteurs et par vos équipes validation.",
    items: [
      "BPF de l'UE, Annexe 1 : fabrication des médicaments stériles",
      "BPF de l'UE, Annexe 15 : qualification et validation",
      "BPF de l'UE, Annexe 11 : systèmes informatisés",
      "GAMP 5 (ISPE) : validation des systèmes automatisés",
      "ASME BPE : équipements pour les bioprocédés",
      "FDA 21 CFR Part 11 : enregistrements et signatures électroniques",
      "EHEDG : recommandations de conception hygiénique",
      "Pharmacopée européenne : eau purifiée et EPPI",
      "Directive 2014/68/UE (DESP) : équipements sous pression",
    ],
    imageAlt:
      "Salle propre avec cuve de process en inox, isolateur à gants et opérateur en tenue de salle blanche consultant une tablette",
  },
  cta: {
    title: "Un projet en environnement BPF ?",
    text: "Transmettez-nous votre URS ou décrivez simplement votre besoin : nous vous proposons une approche de conception et de qualification adaptée à votre site.",
    button: "Contacter un ingénieur",
  },
};

export default pharma;
