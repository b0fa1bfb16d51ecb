/** Title and robots tag of a back-office page; never indexed, never followed. */
export function adminMeta(title: string | undefined, area: string | undefined) {
  return [
    { title: title && area ? `${title} · ${area}` : (title ?? "Procelia") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
