/**
 * Node's flags for the processes the tests start (servers, test workers): V8's baseline
 * WebAssembly compiler only. A test process lives seconds and runs few queries, so optimising
 * the embedded database's WebAssembly (PGlite) is CPU it never earns back: a start of the built
 * server costs 2.35 s of CPU instead of 3.0 s, the unit and API tests 332 s instead of 389 s.
 * Production keeps V8's default: over a long life the optimised code answers queries about 40 %
 * faster (3,000 inserts and 300 selects: 1.5 s against 1.1 s). docs/testing.md has the figures.
 */
export const testNodeFlags = ["--liftoff-only"];

/**
 * An operator's `npm run TOOL --`, as the tests call it: the same launcher (package.json's
 * scripts name it), with the flags above and without npm's own start (0.5 s of CPU a call).
 * tests/system/command-line.test.ts calls each tool through npm itself. For `sh -c`: quoted.
 */
export function toolCommand(tool: string): string {
  return [process.execPath, ...testNodeFlags, "scripts/cli-launcher.mjs", tool]
    .map((part) => `'${part}'`)
    .join(" ");
}
