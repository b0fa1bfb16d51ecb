import type { RequestHandler } from "express";
import { langFromPath } from "../app/platform/i18n/lang";
import { siteSettings } from "../app/platform/settings/site-settings.server";

/** A path no route takes: the site's 404 page answers it, in French, with its header and footer. */
const NOT_FOUND_PATH = "/langue-non-activee";

/**
 * A language the company has not switched on (the site settings) has no pages: every path under
 * its prefix answers the site's 404, as an unknown path does, before any page, file or feed is
 * looked up. Read per request from the settings kept in memory, so a switch applies on every
 * instance as soon as its notification arrives.
 */
export const languageGate: RequestHandler = (req, _res, next) => {
  const lang = langFromPath(req.path);
  // Both: the kept pages read `url`, the router handler builds its request from `originalUrl`.
  if (!siteSettings().languagesOn.includes(lang)) req.url = req.originalUrl = NOT_FOUND_PATH;
  next();
};
