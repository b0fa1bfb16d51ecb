const adminArticles = {
  languages: { fr: "Français", en: "Anglais", nl: "Néerlandais" },
  list: {
    title: "Articles",
    intro:
      "Les articles du blog dans les deux langues. Un brouillon n'apparaît nulle part sur le site public ; un article publié apparaît aussitôt dans le blog, le flux RSS et le plan du site.",
    newArticle: "Nouvel article",
    caption: "{count} article(s), les derniers modifiés d'abord",
    empty: "Aucun article pour l'instant.",
    articleTitle: "Titre",
    language: "Langue",
    state: "État",
    category: "Catégorie",
    publishedOn: "Publié le",
    updated: "Modifié le",
    counterpart: "Autre langue",
    published: "Publié",
    draft: "Brouillon",
    scheduled: "Programmé",
    scheduledFor: "le {date}",
    translate: {
      fr: "Créer la version française",
      en: "Créer la version anglaise",
      nl: "Créer la version néerlandaise",
    },
    none: "—",
    deleted: "L'article a été supprimé.",
  },
  editor: {
    newTitle: "Nouvel article",
    editTitle: "Modifier l'article",
    backToList: "Retour aux articles",
    viewPublic: "Voir l'article sur le site",
    stateLine: "État : {state} · modifié le {date}",
    published: "Publié",
    draft: "Brouillon",
    scheduledState: "publication programmée le {date}",
    translate: {
      fr: "Créer la version française",
      en: "Créer la version anglaise",
      nl: "Créer la version néerlandaise",
    },
    viewTranslation: {
      fr: "Voir la version française",
      en: "Voir la version anglaise",
      nl: "Voir la version néerlandaise",
    },
    translationNote: {
      fr: "Version française de « {title} » : le titre, le chapeau, les mots-clés et le texte de l'original sont repris pour que vous les traduisiez. L'adresse sera tirée du titre traduit.",
      en: "Version anglaise de « {title} » : le titre, le chapeau, les mots-clés et le texte de l'original sont repris pour que vous les traduisiez. L'adresse sera tirée du titre traduit.",
      nl: "Version néerlandaise de « {title} » : le titre, le chapeau, les mots-clés et le texte de l'original sont repris pour que vous les traduisiez. L'adresse sera tirée du titre traduit.",
    },
    fileOrigin:
      "Cet article provient des fichiers du site. Dès que vous l'enregistrez ici, c'est votre version qui fait foi : les fichiers ne le modifieront plus.",
    title: "Titre",
    slug: "Adresse (slug)",
    slugHint:
      "Minuscules sans accents, mots séparés par des tirets. Laissée vide, elle est tirée du titre ; si vous la changez sur un article publié, l'ancienne adresse redirige vers la nouvelle.",
    excerpt: "Chapeau",
    excerptHint:
      "Deux ou trois phrases reprises dans la liste du blog, le flux RSS et les moteurs de recherche.",
    category: "Catégorie",
    categoryHint: "Choisissez une catégorie existante ou saisissez-en une nouvelle.",
    tags: "Mots-clés",
    tagsHint: "Séparés par des virgules, 12 au plus.",
    language: "Langue",
    counterpart: "Version dans l'autre langue",
    counterpartHint:
      "L'article de l'autre langue vers lequel mène le sélecteur FR | EN. Seuls ceux qui n'ont pas encore de version dans cette langue-ci sont proposés.",
    counterpartNone: "Aucune",
    cover: "Image de couverture",
    coverHint:
      "Une image de la médiathèque, affichée sur la carte du blog, en tête de l'article et lors d'un partage (recadrée en 1200 × 630). Elle n'est publiée qu'avec ses textes alternatifs.",
    coverNone: "Pas d'image de couverture",
    coverAltMissing: "{name} (texte alternatif à compléter)",
    markdown: "Texte (Markdown)",
    markdownHint:
      "## pour un intertitre, **gras**, _italique_, - pour une liste, [texte](https://…) pour un lien. Une image de la médiathèque s'insère avec « Insérer une image » ; les autres images et le HTML ne sont pas repris.",
    markdownCount: "{count} / {max} caractères",
    /** The formatting toolbar above the text and its shortcuts (article-toolbar.tsx). */
    toolbar: {
      label: "Mise en forme du texte",
      heading: "Titre",
      bold: "Gras",
      italic: "Italique",
      bulletList: "Liste à puces",
      numberedList: "Liste numérotée",
      link: "Lien",
      image: "Image",
      table: "Tableau",
      code: "Code",
      /** A button's tooltip and description: its name and its shortcut. */
      shortcut: "{label} ({keys})",
      imageHint: "Insérer une image de la médiathèque",
      /** The headings of a new table, to be written over. */
      column: "Colonne {n}",
    },
    /** The library pictures picker and the pictures dropped in the text (article-pictures-script.ts). */
    pictures: {
      insert: "Insérer une image",
      dropHint:
        "Vous pouvez aussi déposer ou coller une image dans le texte : elle rejoint la médiathèque.",
      title: "Insérer une image de la médiathèque",
      search: "Rechercher une image",
      searchHint: "Nom du fichier, texte alternatif ou légende.",
      noMatch: "Aucune image ne correspond.",
      empty: "La médiathèque est vide : ajoutez-y des images, ou déposez-en une dans le texte.",
      altMissing: "Texte alternatif à compléter",
      library: "Ouvrir la médiathèque",
      close: "Fermer",
      sending: "Envoi de « {name} » vers la médiathèque…",
      added:
        "« {name} » a rejoint la médiathèque et figure dans le texte. Écrivez ses textes alternatifs en français et en anglais sur sa page : d'ici là, il n'est pas affiché.",
      openPage: "Ouvrir sa page",
      failed: "« {name} » n'a pas été ajouté : {reason}",
      network: "le serveur n'a pas répondu. Vérifiez la connexion et réessayez.",
      tooLarge: "le fichier dépasse 20 Mo.",
    },
    publicationTitle: "Publication",
    publishedAt: "Date de publication",
    publishedAtHint:
      "La date affichée sur l'article ; le blog classe les articles de la plus récente à la plus ancienne. Laissée vide, c'est le moment de la publication. Heure de Bruxelles.",
    publishAt: "Publier automatiquement le",
    publishAtHint:
      "Heure de Bruxelles. L'article reste un brouillon jusque-là, puis paraît de lui-même dans le blog, le flux RSS et le plan du site. Videz le champ et enregistrez pour ne plus le programmer.",
    previewTitle: "Aperçu",
    previewHint: "Tel qu'il paraîtra sur le site, mis à jour pendant la frappe.",
    previewEmpty: "L'aperçu apparaîtra ici.",
    preview: "Actualiser l'aperçu",
    saveDraft: "Enregistrer le brouillon",
    save: "Enregistrer",
    publish: "Publier",
    unpublish: "Dépublier",
    schedule: "Programmer la publication",
    unschedule: "Annuler la programmation",
    delete: "Supprimer l'article",
    actionsLabel: "Enregistrement",
    created: "Article créé.",
    saved: "Modifications enregistrées.",
    publishedNow: "Article publié : il est visible sur le site.",
    unpublishedNow: "Article dépublié : il n'apparaît plus sur le site.",
    scheduledNow:
      "Publication programmée le {date} (heure de Bruxelles). D'ici là, l'article reste un brouillon.",
    unscheduledNow: "Programmation annulée : l'article reste un brouillon.",
    invalid: "L'article n'a pas été enregistré : corrigez les champs signalés.",
    conflict:
      "Quelqu'un d'autre a enregistré cet article depuis que vous l'avez ouvert. Votre texte n'a pas été enregistré : copiez vos modifications, rechargez la page pour voir sa version, puis reportez-les.",
    reload: "Recharger la dernière version",
    autosave: {
      found:
        "Une version de cet article que vous n'aviez pas enregistrée a été conservée ({date}).",
      foundNew: "Un nouvel article que vous n'aviez pas enregistré a été conservé ({date}).",
      restore: "Reprendre votre version non enregistrée",
      discard: "L'abandonner",
      restored:
        "Votre version non enregistrée du {date} est reprise. Enregistrez l'article pour la garder.",
      discarded: "La version non enregistrée a été abandonnée.",
      kept: "Copie de travail conservée à {time}.",
      failed:
        "La copie de travail n'a pas pu être conservée. Enregistrez l'article pour ne rien perdre.",
      signedOut:
        "Votre session a pris fin. Enregistrez : vous serez invité à vous reconnecter, et votre texte sera conservé.",
    },
    revisions: {
      title: "Versions enregistrées",
      intro: "Les derniers enregistrements de l'article, du plus récent au plus ancien.",
      line: "{date} · {actor} · {change}",
      changes: {
        created: "création",
        saved: "enregistrement",
        published: "publication",
        unpublished: "dépublication",
        scheduled: "publication programmée",
        unscheduled: "programmation annulée",
        restored: "restauration d'une version",
      },
      unknownActor: "auteur inconnu",
      compare: "Comparer",
      compareHidden: "la version du {date} avec l'article actuel",
      restoredNow: "Version du {date} restaurée.",
      compareTitle: "Comparer une version",
      back: "Retour à l'article",
      notFound: "Cette version n'existe pas, ou l'article a été supprimé.",
      summary:
        "Version du {date}, enregistrée par {actor} ({change}), à côté de l'article tel qu'il est maintenant.",
      legend:
        "Ce qui diffère est barré dans la version et souligné sur fond de couleur dans l'article actuel.",
      thisVersion: "Cette version",
      now: "Article actuel",
      unchanged: "inchangé",
      identical: "Les textes de cette version sont les mêmes que ceux de l'article actuel.",
      empty: "(vide)",
      removed: "retiré :",
      added: "ajouté :",
      hiddenLines: "{count} lignes identiques",
      notRestored: "Pas restaurée : la publication reste telle qu'elle est.",
      restore: {
        title: "Restaurer cette version",
        explain:
          "Le titre, l'adresse, le chapeau, la catégorie, les mots-clés, la langue, l'image de couverture et le texte de cette version remplacent ceux de l'article. La publication (état, dates, programmation) et le lien vers l'autre langue restent tels quels. L'article actuel reste dans les versions enregistrées : vous pourrez y revenir.",
        published:
          "Cet article est publié : la page publique change dès que vous restaurez cette version.",
        button: "Restaurer cette version",
        reload: "Recharger la page",
        refused: {
          conflict:
            "Rien n'a été restauré : l'article a été modifié depuis l'ouverture de cette page. Rechargez-la pour comparer avec sa dernière version.",
          slugTaken:
            "Rien n'a été restauré : l'adresse de cette version est aujourd'hui celle d'un autre article.",
          incomplete:
            "Rien n'a été restauré : un article publié ou programmé doit être complet, et il manque à cette version : {fields}.",
          counterpartInvalid:
            "Rien n'a été restauré : la langue de cette version est celle de l'article lié dans l'autre langue. Retirez ce lien dans l'article, puis restaurez.",
          counterpartTaken:
            "Rien n'a été restauré : l'article lié a déjà une version dans la langue de cette version.",
          publishAtPast:
            "Rien n'a été restauré : l'heure de publication programmée est passée. Rechargez la page.",
          coverUnknown:
            "Rien n'a été restauré : l'image de couverture de cette version n'est plus dans la médiathèque.",
          coverAltMissing:
            "Rien n'a été restauré : l'image de couverture de cette version n'a pas ses textes alternatifs. Complétez-les dans la médiathèque, puis restaurez.",
          tooComplex:
            "Rien n'a été restauré : le texte de cette version est trop complexe pour être mis en forme.",
          busy: "Rien n'a été restauré : le serveur met déjà en forme beaucoup de textes. Réessayez dans un instant.",
        },
      },
    },
    notFound: "Cet article n'existe pas ou a été supprimé.",
    errors: {
      required: "Ce champ est obligatoire.",
      tooLong: "Ce texte est trop long.",
      markdownTooLong:
        "Le texte compte {count} caractères : {max} au plus. Raccourcissez-le, ou répartissez-le sur deux articles.",
      invalid: "Cette valeur n'est pas valable.",
      invalidSlug: "Uniquement des minuscules sans accents, des chiffres et des tirets simples.",
      slugTaken: "Cette adresse est déjà utilisée par un autre article.",
      tooManyTags: "12 mots-clés au plus.",
      invalidTag: "Chaque mot-clé compte au plus 40 caractères.",
      counterpartInvalid: "Choisissez un article de l'autre langue.",
      counterpartTaken: "Cet article a déjà une version dans cette langue.",
      invalidDate: "Cette date n'est pas valable : jour, mois, année et heure.",
      publishAtPast:
        "Ce moment est déjà passé : choisissez une date à venir, ou publiez tout de suite.",
      scheduleRequired: "Indiquez la date et l'heure de la publication.",
      tooComplex:
        "Ce texte est trop complexe pour être mis en forme : des citations (>) ou des listes imbriquées sur trop de niveaux, ou de très longues suites de * ou de _. Simplifiez ces passages, puis enregistrez à nouveau.",
      busy: "Le serveur met déjà en forme beaucoup de textes : rien n'est perdu, enregistrez à nouveau dans un instant.",
      coverUnknown: "Cette image n'est plus dans la médiathèque : choisissez-en une autre.",
      coverAltMissing:
        "Cette image n'a pas encore ses textes alternatifs en français et en anglais : complétez-les dans la médiathèque, ou choisissez une autre image.",
    },
  },
  remove: {
    title: "Supprimer l'article",
    question: "Supprimer définitivement « {title} » ({language}) ?",
    published: "Il est publié : il disparaîtra aussitôt du blog, du flux RSS et du plan du site.",
    fileOrigin:
      "Cet article provient des fichiers du site : il reviendra au prochain démarrage tant que son fichier existe. Pour le retirer durablement, dépubliez-le plutôt.",
    confirm: "Supprimer définitivement",
    cancel: "Annuler",
  },
  preview: {
    error: "L'aperçu n'a pas pu être produit.",
    tooComplex:
      "Pas d'aperçu : ce texte est trop complexe pour être mis en forme (citations ou listes imbriquées sur trop de niveaux, ou très longues suites de * ou de _). Simplifiez ces passages.",
    busy: "Trop d'aperçus demandés en peu de temps : l'aperçu reviendra dans un instant, à la prochaine modification.",
    /** Written in the preview in place of a picture the public page will not show. */
    pictures: {
      outside:
        "Image non affichée : « {alt} » ne vient pas de la médiathèque. Ajoutez-la à la médiathèque, puis insérez-la avec « Insérer une image ».",
      unknown:
        "Image non affichée : « {alt} » n'existe plus dans la médiathèque. Choisissez une autre image.",
      altMissing:
        "Image non affichée : « {alt} » n'a pas encore son texte alternatif dans les deux langues. Complétez-le dans la médiathèque.",
    },
  },
};

export default adminArticles;
