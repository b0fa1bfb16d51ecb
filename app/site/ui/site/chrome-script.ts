import { COOKIE_CONSENT_KEY } from "~/platform/content/browser-storage";

/**
 * The one script of the site's own, inlined in every page (static or hydrated): it completes
 * the native HTML of the header menus, the drawer, the cookie notice, the logo strip and the
 * tooltips. Everything is delegated from `document`, so markup rendered later by React (on a
 * hydrated page) behaves the same as markup sent in the HTML. Without JavaScript, menus
 * (popovers) and the drawer (a dialog opened by `commandfor`) still open.
 *
 * Written as a self-contained function and serialised, so the page carries it inline (no
 * request) and the CSP can name it by hash; it must not use anything outside its own body.
 */
interface ChromeConfig {
  consentKey: string;
  tooltipDelay: number;
  tooltipSkipDelay: number;
}

function chrome(config: ChromeConfig) {
  const doc = document;
  const closest = (target: EventTarget | null, selector: string) =>
    target instanceof Element ? target.closest<HTMLElement>(selector) : null;

  // Tooltips: open after a delay, at once when another closed a moment ago; Escape hides.
  let tipTimer: number | undefined;
  let shownTip: HTMLElement | null = null;
  let lastTipClosed = 0;
  const hideTip = () => {
    clearTimeout(tipTimer);
    if (shownTip) {
      shownTip.hidden = true;
      shownTip = null;
      lastTipClosed = Date.now();
    }
  };
  // Pointer and keyboard alike: entering a tooltip's host shows it, leaving the host hides it.
  const showTip = (event: Event) => {
    const host = closest(event.target, "[data-tooltip]");
    const tip = host?.querySelector<HTMLElement>("[role=tooltip]");
    if (!tip || tip === shownTip) return;
    hideTip();
    const open = () => {
      tip.hidden = false;
      shownTip = tip;
    };
    if (Date.now() - lastTipClosed < config.tooltipSkipDelay) open();
    else tipTimer = window.setTimeout(open, config.tooltipDelay);
  };
  const leaveTip = (event: PointerEvent | FocusEvent) => {
    const host = closest(event.target, "[data-tooltip]");
    if (host && !host.contains(event.relatedTarget as Node | null)) hideTip();
  };
  doc.addEventListener("pointerover", showTip);
  doc.addEventListener("focusin", showTip);
  doc.addEventListener("pointerout", leaveTip);

  doc.addEventListener("focusout", (event) => {
    leaveTip(event);
    // A header menu closes when the focus leaves it and its button.
    const menu = closest(event.target, "[data-menu]");
    const next = event.relatedTarget as Node | null;
    const button = menu && doc.querySelector(`[popovertarget="${menu.id}"]`);
    if (menu?.matches(":popover-open") && !menu.contains(next) && !button?.contains(next)) {
      menu.hidePopover();
    }
  });

  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hideTip();
    // Tab cycles inside an open modal (the drawer) instead of leaving for the browser's bar.
    const modal = doc.querySelector<HTMLDialogElement>("dialog:modal");
    if (event.key !== "Tab" || !modal) return;
    const focusables = modal.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });

  // Browsers without anchor positioning: an opening menu is placed under its button here (toggle
  // events do not bubble: listened to while capturing). The browser itself tells assistive
  // technologies whether a menu is open, from the button's popovertarget.
  if (!CSS.supports("top", "anchor(bottom)")) {
    doc.addEventListener(
      "toggle",
      (event) => {
        const panel = event.target;
        if (!(panel instanceof HTMLElement) || !panel.matches("[data-menu]:popover-open")) return;
        const opener = doc.querySelector(`[popovertarget="${panel.id}"]`);
        if (!opener) return;
        const box = opener.getBoundingClientRect();
        panel.style.top = `${box.bottom + 4}px`;
        panel.style.left = `${box.left}px`;
      },
      true,
    );
  }

  doc.addEventListener("click", (event) => {
    const target = event.target;
    // A link chosen in a header menu closes it (the page may change without a new document).
    closest(target, "[data-menu] a")?.closest<HTMLElement>("[data-menu]")?.hidePopover();

    // Browsers without invoker commands open the drawer here.
    const opener = closest(target, "button[commandfor][command=show-modal]");
    if (opener && !("command" in HTMLButtonElement.prototype)) {
      const dialog = doc.getElementById(opener.getAttribute("commandfor") ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
    }
    // A link in the drawer closes it (the page may change without a new document).
    const drawerLink = closest(target, "dialog[data-drawer] a");
    if (drawerLink) (drawerLink.closest("dialog") as HTMLDialogElement).close();

    if (closest(target, "[data-cookie-accept]")) {
      try {
        localStorage.setItem(config.consentKey, "true");
      } catch {
        // Storage blocked: the notice still closes for this page.
      }
      doc.documentElement.setAttribute("data-cookies-accepted", "");
    }

    // The logo strip's pause button: CSS pauses the track and swaps the label.
    const toggle = closest(target, "[data-strip-toggle]");
    toggle?.closest("[data-strip]")?.toggleAttribute("data-paused");
  });

  // Arrived from another site: the calls to action to the contact page (`?from=`) carry its
  // name (host only), so the request says where the visitor came from; nothing is stored
  // (decision 028).
  try {
    const outside = doc.referrer && new URL(doc.referrer);
    if (outside && outside.host !== location.host) {
      for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[href*='?from=']")) {
        const url = new URL(link.href);
        url.searchParams.set("ref", outside.hostname);
        link.href = url.pathname + url.search;
      }
    }
  } catch {
    // No referrer to read: the links stay as they are.
  }
}

/** Runs in <head> before the body is painted: an accepted notice never flashes. */
function consentFlag(consentKey: string) {
  try {
    if (localStorage.getItem(consentKey) === "true") {
      document.documentElement.setAttribute("data-cookies-accepted", "");
    }
  } catch {
    // Storage blocked: the notice shows.
  }
}

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const config: ChromeConfig = {
  consentKey: COOKIE_CONSENT_KEY,
  tooltipDelay: TOOLTIP_DELAY_MS,
  tooltipSkipDelay: TOOLTIP_SKIP_DELAY_MS,
};

export const chromeScript = `(${chrome.toString()})(${JSON.stringify(config)})`;
export const consentFlagScript = `(${consentFlag.toString()})(${JSON.stringify(COOKIE_CONSENT_KEY)})`;
