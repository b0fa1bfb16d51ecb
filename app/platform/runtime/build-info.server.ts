import { readFileSync } from "node:fs";

/** Which release runs: package.json's version and the commit it was built from. */
export interface BuildInfo {
  version: string;
  commit: string;
}

let info: BuildInfo | undefined;

/**
 * Read once from the record the build leaves (build/build-info.json, scripts/build-info.mjs);
 * in development, or from a build made before the record, the version with "dev".
 */
export function buildInfo(): BuildInfo {
  if (info) return info;
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as Partial<BuildInfo>;
    } catch {
      return {};
    }
  };
  const recorded = read("build/build-info.json");
  info = {
    version: recorded.version ?? read("package.json").version ?? "unknown",
    commit: recorded.commit ?? "dev",
  };
  return info;
}

/** "1.1.0+6aa4eaa1b2c3": what /healthz, the start line and the System page show. */
export const buildId = ({ version, commit }: BuildInfo = buildInfo()) => `${version}+${commit}`;
