import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, longest first (setup and tests, from CI runs' reports): with two
 * files at a time, a long one started last would run alone at the end. Vitest's own order (by the
 * last run's durations, else by file size) knows nothing on a fresh clone, and some of the longest
 * files are among the smallest: they mostly wait on timers.
 */
const LONGEST = [
  "upgrade",
  "durability",
  "install",
  "hardening",
  "nginx",
  "users-cli",
  "nginx-keepalive",
  "slow-clients",
  "html-validity",
  "nginx-edge",
  "contact-challenge-instances",
  "backup-restore",
  "production-log",
  "doctor",
];

const rank = (spec: TestSpecification) => {
  const name = spec.moduleId.replace(/^.*\//, "").replace(/\.test\.ts$/, "");
  const at = LONGEST.indexOf(name);
  return at === -1 ? LONGEST.length : at;
};

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    return base
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
