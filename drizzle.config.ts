import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/platform/database/schema.ts",
  out: "./drizzle",
});
