import { changeSignal } from "~/platform/runtime/change-signal";

/**
 * Who must forget what they hold when the site's own content changes (settings, page texts,
 * collections edited in the back office, on any instance): the pages rendered from it.
 */
const siteChanges = changeSignal();

/** Calls `hook` after every change of the site's content; returns the function that stops it. */
export const onSiteChange = siteChanges.on;
export const announceSiteChange = siteChanges.announce;
