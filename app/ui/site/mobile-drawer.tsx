import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { LocalizedLink } from "~/i18n/localized-link";
import { buttonClass } from "../button";
import type { CommonTexts } from "./common-texts";
import type { NavItem } from "./nav-items";

const linkClass =
  "block rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-process-50 aria-[current=page]:text-steel-700 aria-[current=page]:font-semibold";

/** Side drawer for small screens: traps focus, closes on Escape, on the close button and on any link. */
export function MobileDrawer({ items, texts }: { items: NavItem[]; texts: CommonTexts }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-mist-100 lg:hidden"
        aria-label={texts.nav.openMenu}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
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
