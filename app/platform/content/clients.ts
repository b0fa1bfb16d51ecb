/**
 * Clients shown in the home page's logo strip (spec: 17, the first a named client, the others
 * placeholders). Names are proper nouns, the same in both languages.
 *
 * A client's logo is an optional file in app/platform/content/images/clients/ (SVG, PNG or WebP), found
 * by the slug of the client's name (`Laiterie du Val d'Escaut` -> laiterie-du-val-d-escaut.svg)
 * or named explicitly by `logo`. A client without one keeps its text tile.
 */
export interface Client {
  name: string;
  /** File name in app/platform/content/images/clients/, when it is not the slug of the name. */
  logo?: string;
}

export const clients: readonly Client[] = [
  { name: "Laiterie du Val d'Escaut" },
  ...Array.from({ length: 16 }, (_, index) => ({ name: `Client ${index + 2}` })),
];

/** What the strip shows: the name (alt text of the logo, or the text tile) and the logo's URL. */
export interface ClientLogo {
  name: string;
  src?: string;
}

/** File path -> built URL, as import.meta.glob returns it. */
export type LogoFiles = Record<string, string>;

const logoFiles = import.meta.glob<string>("./images/clients/*.{svg,png,webp}", {
  eager: true,
  query: "?url",
  import: "default",
});

/** Lower case ASCII words joined by hyphens: accents dropped, any other character a separator. */
export function clientSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// When one client has several files, the vector one wins.
const preference = ["svg", "webp", "png"];
const extension = (file: string) => file.slice(file.lastIndexOf(".") + 1).toLowerCase();
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const baseSlug = (file: string) => file.slice(0, file.lastIndexOf(".")).toLowerCase();

/**
 * Pairs each client with its logo file. A missing explicit file, or a file that belongs to no
 * client (a misspelt name), stops the build with the file's name rather than silently showing
 * a text tile.
 */
export function resolveClientLogos(list: readonly Client[], files: LogoFiles): ClientLogo[] {
  const byFile = new Map(Object.entries(files).map(([path, url]) => [fileName(path), url]));
  const bySlug = new Map<string, string>();
  const ranked = [...byFile.keys()].sort(
    (a, b) => preference.indexOf(extension(a)) - preference.indexOf(extension(b)),
  );
  for (const file of ranked) {
    if (!bySlug.has(baseSlug(file))) bySlug.set(baseSlug(file), file);
  }

  const used = new Set<string>();
  const logos = list.map((client): ClientLogo => {
    const file = client.logo ?? bySlug.get(clientSlug(client.name));
    if (!file) return { name: client.name };
    const src = byFile.get(file);
    if (!src) {
      throw new Error(
        `No file app/platform/content/images/clients/${file} for the client "${client.name}"`,
      );
    }
    used.add(file);
    return { name: client.name, src };
  });

  // A lower-ranked duplicate (x.png beside x.svg) belongs to a client; anything else is a typo.
  const slugs = new Set(list.map((client) => clientSlug(client.name)));
  const strays = [...byFile.keys()].filter((file) => !used.has(file) && !slugs.has(baseSlug(file)));
  if (strays.length > 0) {
    throw new Error(
      `Logo files matching no client in app/platform/content/images/clients/: ${strays.join(", ")}` +
        " (name them after the client's slug, or set `logo` in app/platform/content/clients.ts)",
    );
  }
  return logos;
}

export const clientLogos = resolveClientLogos(clients, logoFiles);
