/** RFC 6266/5987: an ASCII fallback name, and the exact name in UTF-8 beside it. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%]/g, "_")
    .trim();
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || "file"}"; filename*=UTF-8''${encoded}`;
}
