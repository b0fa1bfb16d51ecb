import scripts from "virtual:islands-scripts";
import type { IslandsScripts } from "./islands-scripts";

export type { IslandsScripts };

/**
 * The islands' browser entry and its imports, and the back office's browser modules, as the
 * build (or Vite in development) has them.
 */
export function islandsScripts(): IslandsScripts {
  return scripts;
}
