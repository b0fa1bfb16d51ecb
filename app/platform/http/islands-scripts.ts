/** What the client build made for the browser (vite.config.ts), as the server renders it. */
export interface IslandsScripts {
  /** The islands' module scripts, in the order they must run. */
  scripts: string[];
  preload: string[];
  /** The back office's browser modules by name (app/admin/shell/browser-modules.ts). */
  browser: Record<string, string>;
}
