import { company } from "../../../content/company";

const legal = {
  meta: {
    title: "Mentions légales : éditeur et hébergement",
    description: `Mentions légales du site ${company.name} : éditeur, siège social, numéro d'entreprise et de TVA, hébergement, propriété intellectuelle et responsabilité.`,
  },
  hero: {
    title: "Mentions légales",
    intro:
      "Les informations sur l'éditeur de ce site et les conditions dans lesquelles vous pouvez en utiliser le contenu.",
  },
  publisher: {
    title: "Éditeur du site",
    intro: "Ce site est édité par la société suivante, conformément au Code de droit économique :",
    labels: {
      name: "Dénomination sociale",
      legalForm: "Forme juridique",
      office: "Siège social",
      enterpriseNumber: "Numéro d'entreprise (BCE)",
      vat: "Numéro de TVA",
      email: "E-mail",
      phone: "Téléphone",
      publisher: "Éditeur responsable",
    },
  },
  hosting: {
    title: "Hébergement",
    text: "{hosting}. Les données transmises via le formulaire de contact sont stockées sur ces mêmes serveurs.",
  },
  intellectualProperty: {
    title: "Propriété intellectuelle",
    paragraphs: [
      "L'ensemble des contenus de ce site (textes, illustrations, schémas, logos et mise en page) est protégé par le droit d'auteur et le droit des marques. Ces contenus sont la propriété de {company} ou de tiers qui en ont autorisé l'utilisation.",
      "Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite. Vous pouvez toutefois citer de courts extraits des articles du blog technique en mentionnant la source et en renvoyant vers la page d'origine.",
      "Les marques et noms de produits de tiers cités sur ce site, dont Meura, restent la propriété de leurs titulaires respectifs.",
    ],
  },
  liability: {
    title: "Responsabilité",
    paragraphs: [
      "Nous apportons le plus grand soin aux informations publiées sur ce site. Elles sont fournies à titre général : valeurs techniques, références normatives et exemples de réalisations ne remplacent pas l'étude de votre installation et n'ont pas de valeur contractuelle. Seules nos offres écrites nous engagent.",
      "{company} ne peut être tenue responsable des dommages directs ou indirects résultant de l'utilisation de ce site ou de l'impossibilité d'y accéder, sauf en cas de faute intentionnelle ou de faute lourde.",
      "Ce site contient des liens vers des sites tiers, notamment nos pages sur les réseaux sociaux. Nous n'exerçons aucun contrôle sur leur contenu et déclinons toute responsabilité à leur égard.",
    ],
  },
  personalData: {
    title: "Données personnelles",
    text: "La manière dont nous traitons les données que vous nous transmettez via le formulaire de contact est décrite dans notre {link}.",
    link: "politique de confidentialité",
  },
  law: {
    title: "Droit applicable",
    text: "Ce site et les présentes mentions légales sont régis par le droit belge. En cas de litige et à défaut de solution amiable, les juridictions du ressort du siège social de l'éditeur sont seules compétentes, sans préjudice des règles impératives protégeant les consommateurs.",
  },
};

export default legal;
