/**
 * Pictures of the site. Each name resolves to a photo dropped in app/content/images/photos/
 * (same name, .jpg/.jpeg/.png/.webp/.avif) when there is one, otherwise to the original
 * illustration in app/content/images/illustrations/<name>.svg.
 */
const illustrations = import.meta.glob<string>("./images/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
const photos = import.meta.glob<string>("./images/photos/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf("."));
const byName = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, url]) => [baseName(path), url]));

const illustrationUrls = byName(illustrations);
const photoUrls = byName(photos);

export function imageUrl(name: string): string {
  const url = photoUrls.get(name) ?? illustrationUrls.get(name);
  if (!url) throw new Error(`No image named "${name}" in app/content/images/`);
  return url;
}
