import type { Translation } from "../../translation";
import type fr from "../fr/blog.server";

const blog: Translation<typeof fr> = {
  meta: {
    title: "Technical blog",
    description:
      "Technical articles on industrial piping, process skids, GMP compliance, automation and water treatment.",
  },
  hero: {
    title: "Technical blog",
    intro:
      "Field experience and practical guides from our engineers: piping, skids, compliance, automation and water treatment.",
  },
  filters: {
    label: "Filter by category",
    all: "All articles",
  },
  card: {
    read: "Read article",
    readingTime: "{minutes} min read",
    tags: "Tags",
  },
  empty: "No articles found for this category.",
  loading: "Loading articles...",
  feed: "Blog RSS feed",
  article: {
    back: "Back to blog",
    share: "Share",
    copied: "Link copied to the clipboard.",
    copyFailed: "Could not copy the link. Copy the page address instead.",
    tags: "Tags",
    publishedOn: "Published on",
    table: "Table {number}",
    notFoundTitle: "Article Not Found",
    notFoundText: "This article doesn't exist or has been removed.",
    contactTitle: "A project related to this article?",
    contactText:
      "Our engineers review your installation and propose a solution that fits your production constraints.",
    contactButton: "Contact us",
  },
};

export default blog;
