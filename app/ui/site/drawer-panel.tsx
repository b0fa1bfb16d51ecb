import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { LocalizedLink } from "~/i18n/localized-link";
import { buttonClass } from "../button";
import type { CommonTexts } from "./common-texts";
import type { NavItem } from "./nav-items";

const linkClass =
  "block rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-process-50 aria-[current=page]:text-steel-700 aria-[current=page]:font-semibold";

/** The drawer itself: traps focus, closes on Escape, on the overlay, on the close button and on any link. */
export default function DrawerPanel({
  open,
  onOpenChange,
  items,
  texts,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  texts: CommonTexts;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-mist-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-navy-900">
              {texts.nav.menuTitle}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-mist-100"
              aria-label={texts.nav.closeMenu}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={texts.nav.label} className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {items.map((item) =>
                item.kind === "link" ? (
                  <li key={item.id}>
                    <LocalizedLink to={item.path} onClick={close} className={linkClass}>
                      {item.label}
                    </LocalizedLink>
                  </li>
                ) : (
                  <li key={item.id}>
                    <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-ink-600 uppercase">
                      {item.label}
                    </p>
                    <ul className="border-l-2 border-mist-200 pl-2">
                      {item.links.map((link) => (
                        <li key={link.id}>
                          <LocalizedLink to={link.path} onClick={close} className={linkClass}>
                            {link.label}
                          </LocalizedLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="border-t border-mist-200 p-4">
            <LocalizedLink
              to="/contact"
              onClick={close}
              className={buttonClass("primary", "md", "w-full")}
            >
              {texts.header.contactButton}
            </LocalizedLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
