// Layers only run downward, and no import cycle: `npx depcruise app server` (run by npm test).
// A module may import its own layer and any layer below it, never one above. Tests may import
// anything they check.
const layers = [
  { name: "server", path: "^server/" },
  { name: "routes", path: "^app/(routes/|routes\\.ts$|root\\.tsx$|entry\\.server\\.tsx$)" },
  { name: "islands", path: "^app/islands/" },
  { name: "ui", path: "^app/ui/" },
  { name: "seo", path: "^app/seo/" },
  { name: "services", path: "^app/services/" },
  { name: "navigation", path: "^app/navigation/" },
  { name: "data", path: "^app/data/" },
  { name: "i18n", path: "^app/i18n/" },
  { name: "runtime", path: "^app/runtime/" },
  { name: "content", path: "^app/content/" },
];

const tests = "\\.(test|typetest)\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "An import cycle (type-only imports included) makes the load order an accident.",
      from: {},
      to: { circular: true },
    },
    ...layers.slice(1).map((layer, index) => ({
      name: `${layer.name}-imports-upward`,
      severity: "error",
      comment: `${layer.name} may import only itself and the layers below it.`,
      from: { path: layer.path, pathNot: tests },
      to: { path: layers.slice(0, index + 1).map((above) => above.path) },
    })),
    {
      name: "app-folders-are-layers",
      severity: "error",
      comment: "Every folder of app/ has its place in the layers above.",
      from: { path: "^app/", pathNot: [tests, ...layers.map((layer) => layer.path)] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^virtual:" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
