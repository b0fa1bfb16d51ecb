/**
 * The parts of public pages that need React in the browser. Each is hydrated on its own by
 * app/platform/islands/client.tsx without the router (on Preact in the production build, decision 012),
 * and fetched only by a page that has it.
 */
export const islands = {
  "contact-form": () =>
    import("~/site/contact/ui/contact-form").then((module) => module.ContactForm),
  "blog-explorer": () =>
    import("~/site/ui/blog/blog-explorer").then((module) => module.BlogExplorer),
  "share-button": () => import("~/site/ui/blog/share-button").then((module) => module.ShareButton),
  // Back office: passkeys (WebAuthn) to sign in, confirm identity and add one.
  "passkey-button": () =>
    import("~/admin/accounts/ui/passkey-button").then((module) => module.PasskeyButton),
  "passkey-register": () =>
    import("~/admin/accounts/ui/passkey-register").then((module) => module.PasskeyRegister),
};

export type IslandName = keyof typeof islands;
