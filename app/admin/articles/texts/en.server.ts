import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./fr.server";

const adminArticles: Translation<typeof fr> = {
  languages: { fr: "French", en: "English", nl: "Dutch" },
  list: {
    title: "Articles",
    intro:
      "The blog's articles in both languages. A draft appears nowhere on the public site; a published article appears at once on the blog, in the RSS feed and in the sitemap.",
    newArticle: "New article",
    caption: "{count} article(s), most recently changed first",
    empty: "No articles yet.",
    articleTitle: "Title",
    language: "Language",
    state: "State",
    category: "Category",
    publishedOn: "Published",
    updated: "Changed",
    counterpart: "Other language",
    published: "Published",
    draft: "Draft",
    scheduled: "Scheduled",
    scheduledFor: "for {date}",
    translate: {
      fr: "Create the French version",
      en: "Create the English version",
      nl: "Create the Dutch version",
    },
    none: "—",
    deleted: "The article was deleted.",
  },
  editor: {
    newTitle: "New article",
    editTitle: "Edit article",
    backToList: "Back to the articles",
    viewPublic: "View the article on the site",
    stateLine: "State: {state} · changed {date}",
    published: "Published",
    draft: "Draft",
    scheduledState: "publication scheduled for {date}",
    translate: {
      fr: "Create the French version",
      en: "Create the English version",
      nl: "Create the Dutch version",
    },
    viewTranslation: {
      fr: "View the French version",
      en: "View the English version",
      nl: "View the Dutch version",
    },
    translationNote: {
      fr: "French version of “{title}”: the original's title, summary, tags and text are copied for you to translate. The address will be made from the translated title.",
      en: "English version of “{title}”: the original's title, summary, tags and text are copied for you to translate. The address will be made from the translated title.",
      nl: "Dutch version of “{title}”: the original's title, summary, tags and text are copied for you to translate. The address will be made from the translated title.",
    },
    fileOrigin:
      "This article comes from the site's files. Once you save it here, your version is the one that counts: the files will no longer change it.",
    title: "Title",
    slug: "Address (slug)",
    slugHint:
      "Lowercase without accents, words joined by hyphens. Left empty, it is made from the title; if you change it on a published article, the old address redirects to the new one.",
    excerpt: "Summary",
    excerptHint: "Two or three sentences shown in the blog list, the RSS feed and search engines.",
    category: "Category",
    categoryHint: "Pick an existing category or type a new one.",
    tags: "Tags",
    tagsHint: "Separated by commas, 12 at most.",
    language: "Language",
    counterpart: "Version in the other language",
    counterpartHint:
      "The other language's article the FR | EN switch leads to. Only those without a version in this language yet are offered.",
    counterpartNone: "None",
    cover: "Cover image",
    coverHint:
      "A picture from the media library, shown on the blog card, at the top of the article and when the article is shared (cropped to 1200 × 630). It is published only once it has its alternative texts.",
    coverNone: "No cover image",
    coverAltMissing: "{name} (alternative text missing)",
    markdown: "Text (Markdown)",
    markdownHint:
      "## for a subheading, **bold**, _italic_, - for a list, [text](https://…) for a link. A picture from the library goes in with “Insert a picture”; other images and HTML are left out.",
    markdownCount: "{count} / {max} characters",
    toolbar: {
      label: "Text formatting",
      heading: "Heading",
      bold: "Bold",
      italic: "Italic",
      bulletList: "Bulleted list",
      numberedList: "Numbered list",
      link: "Link",
      image: "Image",
      table: "Table",
      code: "Code",
      shortcut: "{label} ({keys})",
      imageHint: "Insert a picture from the library",
      column: "Column {n}",
    },
    pictures: {
      insert: "Insert a picture",
      dropHint: "You can also drop or paste a picture into the text: it joins the media library.",
      title: "Insert a picture from the media library",
      search: "Search for a picture",
      searchHint: "File name, alternative text or caption.",
      noMatch: "No picture matches.",
      empty: "The media library is empty: add pictures to it, or drop one into the text.",
      altMissing: "Alternative text to complete",
      library: "Open the media library",
      close: "Close",
      sending: "Sending “{name}” to the media library…",
      added:
        "“{name}” has joined the media library and is in the text. Write its alternative texts in French and English on its page: until then it is not shown.",
      openPage: "Open its page",
      failed: "“{name}” was not added: {reason}",
      network: "the server did not answer. Check the connection and try again.",
      tooLarge: "the file is over 20 MB.",
    },
    publicationTitle: "Publication",
    publishedAt: "Publication date",
    publishedAtHint:
      "The date shown on the article; the blog lists articles from the newest to the oldest. Left empty, it is the moment of publication. Brussels time.",
    publishAt: "Publish automatically on",
    publishAtHint:
      "Brussels time. The article stays a draft until then, then appears by itself on the blog, in the RSS feed and in the sitemap. Empty the field and save to cancel.",
    previewTitle: "Preview",
    previewHint: "As it will appear on the site, updated as you type.",
    previewEmpty: "The preview will appear here.",
    preview: "Refresh the preview",
    saveDraft: "Save draft",
    save: "Save",
    publish: "Publish",
    unpublish: "Unpublish",
    schedule: "Schedule the publication",
    unschedule: "Cancel the schedule",
    delete: "Delete the article",
    actionsLabel: "Saving",
    created: "Article created.",
    saved: "Changes saved.",
    publishedNow: "Article published: it is visible on the site.",
    unpublishedNow: "Article unpublished: it no longer appears on the site.",
    scheduledNow:
      "Publication scheduled for {date} (Brussels time). Until then, the article stays a draft.",
    unscheduledNow: "Schedule cancelled: the article stays a draft.",
    invalid: "The article was not saved: correct the fields marked below.",
    conflict:
      "Someone else saved this article since you opened it. Your text was not saved: copy your changes, reload the page to see their version, then apply your changes again.",
    reload: "Reload the latest version",
    autosave: {
      found: "A version of this article that you had not saved was kept ({date}).",
      foundNew: "A new article that you had not saved was kept ({date}).",
      restore: "Restore your unsaved version",
      discard: "Discard it",
      restored: "Your unsaved version from {date} is back. Save the article to keep it.",
      discarded: "The unsaved version was discarded.",
      kept: "Working copy kept at {time}.",
      failed: "The working copy could not be kept. Save the article so that nothing is lost.",
      signedOut:
        "Your session has ended. Save: you will be asked to sign in again, and your text will be kept.",
    },
    revisions: {
      title: "Saved versions",
      intro: "The article's latest saves, newest first.",
      line: "{date} · {actor} · {change}",
      changes: {
        created: "created",
        saved: "saved",
        published: "published",
        unpublished: "unpublished",
        scheduled: "publication scheduled",
        unscheduled: "schedule cancelled",
        restored: "version restored",
      },
      unknownActor: "unknown author",
      compare: "Compare",
      compareHidden: "the version of {date} with the current article",
      restoredNow: "Version of {date} restored.",
      compareTitle: "Compare a version",
      back: "Back to the article",
      notFound: "This version does not exist, or the article was deleted.",
      summary: "Version of {date}, saved by {actor} ({change}), beside the article as it is now.",
      legend:
        "What differs is struck through in the version and underlined on a coloured background in the current article.",
      thisVersion: "This version",
      now: "Current article",
      unchanged: "unchanged",
      identical: "The texts of this version are the same as those of the current article.",
      empty: "(empty)",
      removed: "removed:",
      added: "added:",
      hiddenLines: "{count} unchanged lines",
      notRestored: "Not restored: the publication stays as it is.",
      restore: {
        title: "Restore this version",
        explain:
          "The title, address, summary, category, tags, language, cover image and text of this version replace the article's. The publication (state, dates, schedule) and the link to the other language stay as they are. The current article stays in the saved versions: you can come back to it.",
        published:
          "This article is published: the public page changes as soon as you restore this version.",
        button: "Restore this version",
        reload: "Reload the page",
        refused: {
          conflict:
            "Nothing was restored: the article was changed since this page was opened. Reload it to compare with its latest version.",
          slugTaken:
            "Nothing was restored: the address of this version is now used by another article.",
          incomplete:
            "Nothing was restored: a published or scheduled article must be complete, and this version lacks: {fields}.",
          counterpartInvalid:
            "Nothing was restored: the language of this version is that of the linked article in the other language. Remove that link in the article, then restore.",
          counterpartTaken:
            "Nothing was restored: the linked article already has a version in the language of this version.",
          publishAtPast:
            "Nothing was restored: the planned publication time has passed. Reload the page.",
          coverUnknown:
            "Nothing was restored: the cover image of this version is no longer in the media library.",
          coverAltMissing:
            "Nothing was restored: the cover image of this version has no alternative texts. Write them in the media library, then restore.",
          tooComplex: "Nothing was restored: the text of this version is too complex to render.",
          busy: "Nothing was restored: the server is already rendering many texts. Try again in a moment.",
        },
      },
    },
    notFound: "This article does not exist or was deleted.",
    errors: {
      required: "This field is required.",
      tooLong: "This text is too long.",
      markdownTooLong:
        "The text has {count} characters: {max} at most. Shorten it, or split it into two articles.",
      invalid: "This value is not valid.",
      invalidSlug: "Only lowercase letters without accents, digits and single hyphens.",
      slugTaken: "This address is already used by another article.",
      tooManyTags: "12 tags at most.",
      invalidTag: "Each tag has at most 40 characters.",
      counterpartInvalid: "Choose an article in the other language.",
      counterpartTaken: "That article already has a version in this language.",
      invalidDate: "This date is not valid: day, month, year and time.",
      publishAtPast: "That time has passed: choose a time to come, or publish now.",
      scheduleRequired: "Give the date and time of the publication.",
      tooComplex:
        "This text is too complex to render: quotes (>) or lists nested too many levels deep, or very long runs of * or _. Simplify those passages, then save again.",
      busy: "The server is already rendering many texts: nothing is lost, save again in a moment.",
      coverUnknown: "This picture is no longer in the media library: choose another one.",
      coverAltMissing:
        "This picture does not have its French and English alternative texts yet: write them in the media library, or choose another picture.",
    },
  },
  remove: {
    title: "Delete the article",
    question: "Delete “{title}” ({language}) for good?",
    published:
      "It is published: it will disappear at once from the blog, the RSS feed and the sitemap.",
    fileOrigin:
      "This article comes from the site's files: it will come back at the next start as long as its file exists. To remove it for good, unpublish it instead.",
    confirm: "Delete for good",
    cancel: "Cancel",
  },
  preview: {
    error: "The preview could not be produced.",
    tooComplex:
      "No preview: this text is too complex to render (quotes or lists nested too many levels deep, or very long runs of * or _). Simplify those passages.",
    busy: "Too many previews asked in a short time: the preview will come back in a moment, at the next change.",
    pictures: {
      outside:
        "Picture not shown: “{alt}” is not from the media library. Add it to the library, then place it with “Insert a picture”.",
      unknown:
        "Picture not shown: “{alt}” is no longer in the media library. Choose another picture.",
      altMissing:
        "Picture not shown: “{alt}” does not have its alternative text in both languages yet. Complete it in the media library.",
    },
  },
};

export default adminArticles;
