import { cn } from "~/platform/ui/cn";
import { linkClass } from "./form-field";

/** What the banner says: e-mail notifications are off (no SMTP) or failing. */
export interface NotificationWatch {
  tone: "off" | "failing";
  label: string;
  title: string;
  text: string;
  link?: { href: string; label: string };
}

/**
 * On every back-office page of the accounts that see requests, while the team is not being told
 * of them by e-mail: a named region, read in the page's order, never an interruption.
 */
export function NotificationBanner({ watch }: { watch: NotificationWatch }) {
  return (
    <section
      aria-label={watch.label}
      data-testid="notification-watch"
      className={cn(
        "mb-8 rounded-md border border-l-4 px-4 py-3 text-sm text-navy-900",
        watch.tone === "failing" ? "border-red-700 bg-red-50" : "border-accent-600 bg-orange-50",
      )}
    >
      <p className="font-bold">{watch.title}</p>
      <p className="mt-1 max-w-4xl">{watch.text}</p>
      {watch.link && (
        <p className="mt-2">
          <a href={watch.link.href} className={linkClass}>
            {watch.link.label}
          </a>
        </p>
      )}
    </section>
  );
}
