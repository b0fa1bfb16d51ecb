/** The one item the site keeps in the browser: "true" once the cookie notice is accepted. */
export const COOKIE_CONSENT_KEY = "cookies-accepted";
