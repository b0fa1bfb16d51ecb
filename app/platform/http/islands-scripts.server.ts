import scripts from "virtual:islands-scripts";

export interface IslandsScripts {
  /** Module scripts in the order they must run. */
  scripts: string[];
  preload: string[];
  /** The password strength meter's module (imported by the back office's script). */
  passwordMeter: string;
}

/** The islands' browser entry and its imports, as the build (or Vite in development) has them. */
export function islandsScripts(): IslandsScripts {
  return scripts;
}
