import { company } from "../../../content/company";

const common = {
  skipToContent: "Aller au contenu principal",
  tagline:
    "Ingénierie de procédés industriels en Belgique et dans le nord de la France : automatisation, tuyauterie, skids, traitement des eaux et installation clé en main.",
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    automation: "Automatisation",
    piping: "Tuyauterie industrielle",
    process: "Process",
    foodBeverage: "Agroalimentaire et boissons",
    pharma: "Pharmaceutique",
    brewery: "Brasserie",
    meura: "Filtration Meura",
    safety: "Sécurité",
    water: "Eau",
    waterClean: "Eau de process",
    waterWaste: "Eaux usées",
    projects: "Réalisations",
    contact: "Contact",
    blog: "Blog technique",
    careers: "Carrières",
    legal: "Mentions légales",
    privacy: "Politique de confidentialité",
    documents: "Documents",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
  },
  header: {
    homeLink: `${company.name}, retour à l'accueil`,
    contactButton: "Demander un devis",
    callLabel: "Appelez-nous : {phone}",
    languageLabel: "Langue du site",
  },
  footer: {
    about:
      "Bureau d'études et entreprise d'installation au service de l'agroalimentaire, des brasseries, de la pharmacie, de la chimie et du traitement des eaux, en Belgique et dans le nord de la France.",
    servicesTitle: "Nos services",
    resourcesTitle: "Ressources",
    blog: "Blog Technique",
    projects: "Nos réalisations",
    documents: "Documents techniques",
    socialTitle: "Suivez-nous",
    socialLabel: "{network} (nouvel onglet)",
    contactTitle: "Contact",
    phoneLabel: "Téléphone",
    emailLabel: "E-mail",
    legalTitle: "Informations légales",
    rights: "Tous droits réservés.",
  },
  cookie: {
    message:
      "Ce site n'utilise aucun cookie publicitaire ni de mesure d'audience : seul votre choix concernant ce bandeau est conservé dans votre navigateur.",
    learnMore: "Consulter la politique de confidentialité",
    accept: "Accepter",
    label: "Information sur les cookies",
  },
  cta: {
    title: "Un projet industriel en préparation ?",
    text: "Parlez-en à nos ingénieurs : nous vous répondons sous 48 heures ouvrables avec une première analyse et les prochaines étapes.",
    button: "Contactez-nous",
  },
  notFound: {
    title: "404 Page Not Found",
    subtitle: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou repartez de l'accueil.",
    home: "Retour à l'accueil",
    contact: "Nous contacter",
    metaTitle: "Page introuvable",
  },
  states: {
    error: "Une erreur est survenue.",
    loading: "Chargement...",
  },
  toast: {
    region: "Notifications ({hotkey})",
    close: "Fermer",
  },
  learnMore: "En savoir plus",
};

export default common;
