import { changeSignal } from "~/platform/runtime/change-signal";

/**
 * Who must forget what they hold when an article changes: the blog lists' cache and the Express
 * server's cache of rendered blog pages.
 */
const blogChanges = changeSignal();

/** Calls `hook` after every change of an article; returns the function that stops it. */
export const onBlogChange = blogChanges.on;
export const announceBlogChange = blogChanges.announce;
