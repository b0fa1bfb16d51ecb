import type { Translation } from "../../translation";
import type fr from "../fr/admin-articles.server";

const adminArticles: Translation<typeof fr> = {
  languages: { fr: "French", en: "English" },
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
    created: "Created",
    updated: "Changed",
    counterpart: "Other language",
    published: "Published",
    draft: "Draft",
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
    counterpartHint: "The other language's article the FR | EN switch leads to.",
    counterpartNone: "None",
    markdown: "Text (Markdown)",
    markdownHint:
      "## for a subheading, **bold**, *italic*, - for a list, [text](https://…) for a link. Images and HTML are left out.",
    markdownCount: "{count} / {max} characters",
    previewTitle: "Preview",
    previewHint: "As it will appear on the site, updated as you type.",
    previewEmpty: "The preview will appear here.",
    preview: "Refresh the preview",
    saveDraft: "Save draft",
    save: "Save",
    publish: "Publish",
    unpublish: "Unpublish",
    delete: "Delete the article",
    actionsLabel: "Saving",
    created: "Article created.",
    saved: "Changes saved.",
    publishedNow: "Article published: it is visible on the site.",
    unpublishedNow: "Article unpublished: it no longer appears on the site.",
    invalid: "The article was not saved: correct the fields marked below.",
    conflict:
      "Someone else saved this article since you opened it. Your text was not saved: copy your changes, reload the page to see their version, then apply your changes again.",
    reload: "Reload the latest version",
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
  },
};

export default adminArticles;
