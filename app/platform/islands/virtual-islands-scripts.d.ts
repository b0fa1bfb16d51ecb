// Made by the islands plugin of vite.config.ts.
declare module "virtual:islands-scripts" {
  const scripts: { scripts: string[]; preload: string[]; browser: Record<string, string> };
  export default scripts;
}
