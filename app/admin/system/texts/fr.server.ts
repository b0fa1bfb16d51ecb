const adminSystem = {
  title: "Système",
  intro:
    "L'état de l'installation, vérifié à l'ouverture de cette page : base de données, envoi des e-mails, sauvegardes, espace disque et version. Les mêmes contrôles que la commande « npm run doctor » sur le serveur.",
  release: "Version en service",
  checkedAt: "Vérifié le {date}, en {seconds} s",
  summary: {
    ok: "Tout est en ordre.",
    warn: "À surveiller : {count} point(s) méritent un coup d'œil, rien n'est bloqué.",
    fail: "À corriger : {count} point(s) empêchent le site de fonctionner comme prévu. Prévenez la personne qui gère le serveur.",
  },
  status: { ok: "En ordre", warn: "À surveiller", fail: "À corriger" },
  tableCaption: "Contrôles de l'installation",
  check: "Contrôle",
  state: "État",
  detail: "Détail",
  alerts:
    "Les administrateurs reçoivent un e-mail quand la dernière sauvegarde date de plus de 26 heures ou que le dernier test de restauration a échoué.",
  webhooks: {
    title:
      "Webhooks en échec depuis 3 jours : les outils de l'entreprise ne reçoivent plus les demandes.",
    line: "{url}, en échec depuis le {since}",
    link: "Voir les webhooks",
  },
  mail: {
    subject: "Sauvegardes du site : à vérifier",
    text: "Bonjour,\n\nLes sauvegardes du site demandent votre attention :\n\n{lines}\n\nLa page Système de l'administration montre l'état complet : {link}\nPrévenez la personne qui gère le serveur.\n",
  },
};

export default adminSystem;
