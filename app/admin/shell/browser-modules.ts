/**
 * The back office's browser modules: each is an entry of the client build (vite.config.ts),
 * type-checked and linted like the rest, and loaded by the pages that use it with
 * `<BrowserModule>` (./ui/browser-module.tsx). Their parameters travel as JSON blocks
 * (./browser/config.ts), never inside code.
 */
export const browserModules = {
  "form-error-focus": "app/admin/shell/browser/form-error-focus.ts",
  "form-drafts": "app/admin/shell/browser/form-drafts.ts",
  "leave-warning": "app/admin/shell/browser/leave-warning.ts",
  "picture-thumb": "app/admin/shell/browser/picture-thumb.ts",
  follow: "app/admin/shell/browser/follow-link.ts",
  "new-password": "app/admin/accounts/browser/new-password.ts",
  "username-suggestion": "app/admin/accounts/browser/username-suggestion.ts",
  "article-pictures": "app/admin/articles/browser/article-pictures.ts",
  "article-toolbar": "app/admin/articles/browser/article-toolbar.ts",
  "article-preview": "app/admin/articles/browser/article-preview.ts",
  "article-autosave": "app/admin/articles/browser/article-autosave.ts",
  "media-upload": "app/admin/media/browser/media-upload.ts",
  "media-focus": "app/admin/media/browser/media-focus.ts",
  "page-texts": "app/admin/site-content/browser/page-texts.ts",
  "moved-item-focus": "app/admin/site-content/browser/moved-item-focus.ts",
} as const;

export type BrowserModuleName = keyof typeof browserModules;
