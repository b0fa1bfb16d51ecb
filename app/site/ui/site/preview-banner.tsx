/**
 * Across the top of a page shown with the back office's unpublished edits (`?preview=pending`):
 * the person checking it must not mistake it for what visitors see. Rendered by the server only
 * for that request; the public, cached pages never carry it.
 */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <div
      data-preview-banner=""
      className="border-b-2 border-amber-500 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-navy-900"
    >
      {text}
    </div>
  );
}
