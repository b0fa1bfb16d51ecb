import type { ComponentType } from "react";
import type { IslandName } from "~/islands/registry";
import { useNonce } from "~/ui/nonce";
import { scriptSafeJson } from "~/ui/script-safe-json";

/**
 * Renders a component on the server and hands its props to the browser, where
 * app/islands/client.tsx hydrates it alone. Props must be plain JSON; the component must not use
 * the router or `useId` (it is hydrated as a root of its own).
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  /** The registry's entry for `component`: what the browser loads. */
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const nonce = useNonce();
  return (
    <>
      <div data-island={name} className="contents">
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
