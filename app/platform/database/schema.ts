// The database's tables, by concern (./tables/): drizzle.config.ts and every query read them here.
export * from "./tables/accounts";
export * from "./tables/approval";
export * from "./tables/careers";
export * from "./tables/content";
export * from "./tables/documents";
export * from "./tables/operations";
export * from "./tables/page-counts";
export * from "./tables/redirects";
export * from "./tables/requests";
export * from "./tables/translations";
export * from "./tables/webhooks";
