import type { ComponentType } from "react";
import type { IslandName } from "~/platform/islands/registry";
import { useNonce } from "~/platform/ui/nonce";
import { scriptSafeJson } from "~/platform/ui/script-safe-json";

/**
 * Renders a component on the server and hands its props to the browser, where
 * app/platform/islands/client.tsx hydrates it alone. Props must be plain JSON; the component must not use
 * the router or `useId` (it is hydrated as a root of its own). `hydrate="interaction"`: the
 * island's HTML works alone (a form that posts), so its script waits for the visitor to touch it
 * (app/platform/islands/loader-script.ts): a visitor who only reads loads no JavaScript.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  hydrate = "load",
}: {
  /** The registry's entry for `component`: what the browser loads. */
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
  /** When the browser starts the island: after the page's load, or on the first interaction. */
  hydrate?: "load" | "interaction";
}) {
  const nonce = useNonce();
  return (
    <>
      <div
        data-island={name}
        data-hydrate={hydrate === "interaction" ? "interaction" : undefined}
        className="contents"
      >
        <Component {...props} />
      </div>
      <script
        type="application/json"
        nonce={nonce}
        data-island-props={name}
        // JSON data, never executed; "<", ">" and "&" escaped.
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
    </>
  );
}
