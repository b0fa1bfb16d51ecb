import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * Rewrites `import { Cpu } from "lucide-react"` into an import of the icon's own module, so the
 * bundler sees which page uses which icon and keeps each icon with its page. Through lucide's
 * index, every icon looks imported by every module that imports any icon, and lands in the
 * chunk shared by all pages.
 */
export function lucideDirectImports(): Plugin {
  const require = createRequire(import.meta.url);
  const esmDir = join(dirname(require.resolve("lucide-react/package.json")), "dist/esm");
  const files = new Map<string, string>();
  const index = readFileSync(join(esmDir, "lucide-react.mjs"), "utf8");
  for (const [, names = "", file = ""] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name as string, file);
  }

  return {
    name: "lucide-direct-imports",
    enforce: "pre",
    transform(code, id) {
      if (!/\/app\/.*\.tsx?$/.test(id) || !code.includes('from "lucide-react"')) return undefined;
      return code.replace(
        /import\s*\{([^}]*)\}\s*from\s*"lucide-react";?/g,
        (statement, list: string) => {
          const imports: string[] = [];
          const types: string[] = [];
          for (const raw of list
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)) {
            const [name = "", alias] = raw.split(/\s+as\s+/);
            const file = files.get(name);
            if (raw.startsWith("type ")) types.push(raw.slice(5));
            else if (!file) throw new Error(`lucide-react has no icon named ${name} (in ${id})`);
            else
              imports.push(
                `import ${alias ?? name} from ${JSON.stringify(join(esmDir, "icons", `${file}.mjs`))};`,
              );
          }
          // "import type" disappears entirely; "import { type X }" would still load lucide's index.
          if (types.length)
            imports.push(`import type { ${types.join(", ")} } from "lucide-react";`);
          return imports.length ? imports.join("\n") : statement;
        },
      );
    },
  };
}
