// npm packages bundled into the server's build and the command-line tools instead of loaded from
// node_modules at each start (vite.config.ts, ./build-cli.mjs, and the unit tests' vitest.config.ts).
// drizzle-orm: Node 24 parses its package.json's 130 KB "exports" map again for every one of the
// ~400 files it loads (getPackageScopeConfig spreads the lazily parsed field), about 0.4 s of CPU
// at each start of a server or a tool. Pure JavaScript, so nothing changes but that cost
// (docs/decisions/036-a-faster-test-suite.md).
export const INLINED_PACKAGES = ["drizzle-orm"];
