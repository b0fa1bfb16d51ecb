import { configOf } from "./config";

/** A page that goes on by itself: a download to start, or a form to send. */
export interface FollowConfig {
  /** An address to open (the export's file). */
  href?: string;
  /** A form to submit (the step-up confirmed, the action resumes). */
  form?: string;
}

/**
 * Goes on by itself where the page says so; without JavaScript the page shows the link or the
 * button that does the same.
 */
function follow() {
  const config = configOf<FollowConfig>("follow");
  if (!config) return;
  if (config.href) {
    window.location.assign(config.href);
    return;
  }
  const form = config.form ? document.getElementById(config.form) : null;
  if (form instanceof HTMLFormElement) form.submit();
}

follow();
