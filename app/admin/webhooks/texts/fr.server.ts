const adminWebhooks = {
  title: "Webhooks",
  intro:
    "Les demandes envoyées aux outils de l'entreprise (CRM) dès leur arrivée, signées au format Standard Webhooks. Une adresse en https ; le secret n'est montré qu'une fois.",
  events: {
    "request.received": "Demande reçue",
    "request.status_changed": "Statut d'une demande modifié",
    "application.received": "Candidature reçue",
  },
  list: {
    caption: "Adresses appelées",
    url: "Adresse",
    events: "Événements",
    state: "État",
    actions: "Actions",
    none: "Aucune adresse pour l'instant.",
    on: "Active",
    off: "Désactivée",
    gone: "Désactivée : l'adresse a répondu 410 Gone",
    failing: "En échec depuis le {since}",
    test: "Envoyer un test",
    turnOff: "Désactiver",
    turnOn: "Réactiver",
  },
  add: {
    title: "Ajouter une adresse",
    url: "Adresse (https://…)",
    events: "Événements à envoyer",
    submit: "Ajouter",
  },
  errors: {
    required: "Indiquez une adresse.",
    tooLong: "Cette adresse est trop longue.",
    invalid: "Cette adresse n'est pas valide.",
    scheme: "Seules les adresses en https:// sont acceptées.",
    private: "Cette adresse mène à un réseau privé ou à cette machine : elle est refusée.",
    unresolved: "Ce nom de domaine n'existe pas.",
    events: "Choisissez au moins un événement.",
    secretsKey:
      "Le serveur n'a pas de clé pour garder le secret (SECRETS_KEY) : demandez-la à la personne qui gère le serveur.",
  },
  done: {
    added:
      "Adresse ajoutée. Voici son secret, montré une seule fois : copiez-le dans l'outil qui reçoit les messages.",
    tested: "Message de test mis en file : son état s'affiche ci-dessous dans quelques secondes.",
    off: "Adresse désactivée.",
    on: "Adresse réactivée.",
  },
  secretLabel: "Secret de signature",
  lastTest: "Dernier test",
  lead: {
    title: "Envoi aux outils de l'entreprise (webhooks)",
    intro: "Chaque adresse qui reçoit cette demande, et où en est l'envoi.",
    caption: "Messages de cette demande",
    endpoint: "Adresse",
    event: "Événement",
    state: "État",
    attempts: "Essais",
    lastAnswer: "Dernière réponse",
    none: "Aucun envoi pour cette demande.",
    states: {
      sent: "Envoyé",
      retrying: "Nouvel essai prévu",
      failed: "Échec",
      sending: "En cours",
    },
    sendAgain: "Envoyer à nouveau",
    resent: "Le message repart (même identifiant : l'outil qui l'avait déjà ignore le doublon).",
    resendBusy: "Ce message est en cours d'envoi : réessayez dans un instant.",
    vcard: "Télécharger la fiche contact (vCard)",
  },
  mail: {
    gone: {
      subject: "Webhook désactivé : l'adresse n'existe plus",
      text: "L'adresse {url} a répondu 410 Gone : le site ne l'appelle plus. Réactivez-la ou remplacez-la dans l'administration, page Webhooks.",
    },
    failing: {
      subject: "Webhook en échec depuis 3 jours",
      text: "L'adresse {url} refuse les messages du site depuis 3 jours. Les demandes restent dans l'administration ; vérifiez l'outil qui les reçoit, puis utilisez « Envoyer à nouveau » sur les demandes concernées.",
    },
  },
};

export default adminWebhooks;
