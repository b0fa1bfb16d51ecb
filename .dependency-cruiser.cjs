// The layout's rules, checked by `npx depcruise app server` (npm test): app/ has a layered
// platform, the public site and the back office by feature. No import cycle, type-only imports
// included. Tests, and the helpers in a feature's tests/ folder, may import anything they check.
const tests = "(\\.(test|typetest)\\.tsx?$|^app/.+/tests/)";

// The platform's layers, top first: a layer imports itself and the layers below it.
const platform = [
  { name: "islands", path: "^app/platform/islands/" },
  { name: "ui", path: "^app/platform/ui/" },
  { name: "seo", path: "^app/platform/seo/" },
  { name: "http", path: "^app/platform/http/" },
  { name: "navigation", path: "^app/platform/navigation/" },
  { name: "data", path: "^app/platform/(database|settings|audit|text)/" },
  { name: "i18n", path: "^app/platform/i18n/" },
  { name: "runtime", path: "^app/platform/runtime/" },
  { name: "content", path: "^app/platform/content/" },
];

// Files that put the parts together, and may import any of them: the route table, the document,
// the start, what the Express edge hands to the routes...
const roots =
  "^app/(routes\\.ts|root\\.tsx|entry\\.server\\.tsx|boot\\.server\\.ts|request-facts\\.ts)$";
// ...and the platform's two registries, which the platform itself reads: every dictionary (the
// back office's features keep theirs in their folders) and every island.
const registries = [
  "^app/platform/i18n/messages\\.server\\.ts$",
  "^app/platform/islands/registry\\.ts$",
];
const composition = [roots, ...registries];

const feature = "^app/admin/([^/]+)/";

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
    ...platform.slice(1).map((layer, index) => ({
      name: `platform-${layer.name}-imports-upward`,
      severity: "error",
      comment: `The platform's ${layer.name} layer imports only itself and the layers below it.`,
      from: { path: layer.path, pathNot: [tests, ...composition] },
      to: { path: platform.slice(0, index + 1).map((above) => above.path) },
    })),
    {
      name: "platform-imports-the-product",
      severity: "error",
      comment: "The platform knows neither the site nor the back office.",
      from: { path: "^app/platform/", pathNot: [tests, ...composition] },
      to: { path: ["^app/(site|admin)/", roots] },
    },
    {
      name: "site-imports-a-screen",
      severity: "error",
      comment:
        "The site reads the back office's data and services, never its routes, screens or texts.",
      from: { path: "^app/site/", pathNot: tests },
      to: { path: `${feature}(routes|ui|texts|browser)/` },
    },
    {
      name: "feature-imports-another-features-screen",
      severity: "error",
      comment:
        "A feature imports the platform, the shell and the intake freely; another feature only through its data and services, never its routes, screens or texts.",
      from: { path: feature, pathNot: tests },
      to: { path: `^app/admin/(?!$1/|shell/|intake/)[^/]+/(routes|ui|texts|browser)/` },
    },
    {
      name: "back-office-imports-the-site",
      severity: "error",
      comment: "The back office does not depend on the public site's pages.",
      from: { path: "^app/admin/", pathNot: tests },
      to: { path: "^app/site/(routes|ui)/" },
    },
    {
      name: "app-folders-have-a-place",
      severity: "error",
      comment:
        "Every file of app/ is in the platform, the site, the back office or a composition file.",
      from: {
        path: "^app/",
        pathNot: [tests, "^app/(platform|site|admin)/", ...composition],
      },
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
