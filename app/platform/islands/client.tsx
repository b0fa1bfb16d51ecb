import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { langFromPath } from "~/platform/i18n/lang";
import { LanguageProvider } from "~/platform/i18n/language";
import { LazyToaster } from "~/platform/ui/lazy-toaster";
import { type IslandName, islands } from "./registry";

/** Marks the element once React has committed its hydration (tests and tools wait for it). */
function IslandRoot({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
  }, [element]);
  return <LanguageProvider lang={lang}>{children}</LanguageProvider>;
}

// The islands' browser entry: each [data-island] element is hydrated as a root of its own
// (by preact/compat under the react-dom name in the production build, docs/decisions/012).
const lang = langFromPath(window.location.pathname);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[element.dataset.island as IslandName];
  const propsScript = element.nextElementSibling;
  if (!load || !propsScript?.hasAttribute("data-island-props")) continue;
  const props = JSON.parse(propsScript.textContent ?? "{}") as object;
  load().then((loaded) => {
    const Component = loaded as ComponentType<object>;
    hydrateRoot(
      element,
      <IslandRoot element={element}>
        <Component {...props} />
      </IslandRoot>,
    );
  });
}

// Notifications (a sent request, a copied link) live in a root of their own.
const toaster = document.getElementById("toaster");
if (toaster) {
  createRoot(toaster).render(
    createElement(LazyToaster, {
      regionLabel: toaster.dataset.regionLabel ?? "",
      closeLabel: toaster.dataset.closeLabel ?? "",
    }),
  );
}
