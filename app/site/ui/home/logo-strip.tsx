import type { ClientLogo } from "~/platform/content/clients";
import { cn } from "~/platform/ui/cn";

/**
 * Endless strip of client logos: the list is rendered twice in a row and the track slides by
 * half its width (animate-logo-strip, 60 s), so the loop has no visible seam. The second copy
 * is hidden from assistive technologies. Under prefers-reduced-motion the track stops and the
 * logos wrap on several rows instead. The button lets anyone pause the motion (WCAG 2.2.2); the
 * site's small script toggles it (data-strip-toggle), CSS does the rest.
 * A client with a logo file shows it in the fixed tile (object-contain, so any proportions fit
 * without shifting the layout) with its name as alt text; the others show their name.
 */
export function LogoStrip({
  logos,
  label,
  pauseLabel,
  playLabel,
}: {
  logos: readonly ClientLogo[];
  label: string;
  pauseLabel: string;
  playLabel: string;
}) {
  return (
    <div data-strip className="group/strip">
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)] motion-reduce:[mask-image:none]">
        <ul
          aria-label={label}
          className={cn(
            "flex w-max animate-logo-strip py-2 motion-safe-strip hover:[animation-play-state:paused]",
            "motion-reduce:w-auto motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-4",
            "group-data-paused/strip:[animation-play-state:paused]",
          )}
        >
          {[...logos, ...logos].map((logo, index) => {
            const copy = index >= logos.length;
            return (
              <li
                key={`${copy ? "copy" : "main"}-${logo.name}`}
                data-testid="client-logo"
                aria-hidden={copy ? "true" : undefined}
                className={copy ? "logo-tile motion-reduce:hidden" : "logo-tile"}
              >
                {logo.src ? (
                  <img
                    src={logo.src}
                    alt={logo.name}
                    width={120}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-30 object-contain"
                  />
                ) : (
                  <>
                    <span aria-hidden="true" className="logo-initial">
                      {logo.name.charAt(0)}
                    </span>
                    <span className="logo-name">{logo.name}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-4 flex justify-end motion-reduce:hidden">
        <button
          type="button"
          data-strip-toggle
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-steel-700 hover:bg-process-50"
        >
          <span aria-hidden="true" className="text-xs group-data-paused/strip:hidden">
            ❚❚
          </span>
          <span aria-hidden="true" className="hidden text-xs group-data-paused/strip:inline">
            ▶
          </span>
          <span className="group-data-paused/strip:hidden">{pauseLabel}</span>
          <span className="hidden group-data-paused/strip:inline">{playLabel}</span>
        </button>
      </div>
    </div>
  );
}
