import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { CommonTexts } from "./common-texts";
import type { NavItem } from "./nav-items";

// The dialog code (focus trap, scroll lock) is only fetched by visitors who open the menu.
const loadPanel = () => import("./drawer-panel");
const DrawerPanel = lazy(loadPanel);

/** Hamburger of small screens; opens the side drawer. */
export function MobileDrawer({ items, texts }: { items: NavItem[]; texts: CommonTexts }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={texts.nav.openMenu}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-mist-100 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <DrawerPanel
            open={open}
            onOpenChange={setOpen}
            items={items}
            texts={texts}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
