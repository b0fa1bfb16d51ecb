import { cn } from "~/platform/ui/cn";

/** Workflow statuses and e-mail notification states, shown as the same labelled tags everywhere. */
export type LeadStatusKey = "new" | "in_progress" | "answered" | "spam";
export type NotificationKey = "pending" | "sending" | "sent" | "failing" | "failed" | "off";

const tag =
  "inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold";

const statusLook: Record<LeadStatusKey, string> = {
  new: "border-steel-700 bg-process-100 text-navy-900",
  in_progress: "border-accent-600 bg-orange-50 text-navy-900",
  answered: "border-green-700 bg-green-50 text-green-900",
  spam: "border-mist-200 bg-mist-100 text-ink-700",
};

export function LeadStatusBadge({ status, label }: { status: LeadStatusKey; label: string }) {
  return <span className={cn(tag, statusLook[status])}>{label}</span>;
}

const notificationLook: Record<NotificationKey, string> = {
  pending: "border-mist-200 bg-mist-50 text-ink-700",
  sending: "border-mist-200 bg-mist-50 text-ink-700",
  sent: "border-green-700 bg-green-50 text-green-900",
  failing: "border-accent-600 bg-orange-50 text-navy-900",
  failed: "border-red-700 bg-red-50 text-red-800",
  // No mail server configured: nothing will leave until one is.
  off: "border-accent-600 bg-orange-50 text-navy-900",
};

/** The notification's state, and for a failure the server's last error as plain text. */
export function LeadNotificationBadge({
  state,
  label,
  error,
}: {
  state: NotificationKey;
  label: string;
  error?: string;
}) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={cn(tag, notificationLook[state])}>{label}</span>
      {error && <span className="max-w-56 break-words text-xs text-red-800">{error}</span>}
    </span>
  );
}
