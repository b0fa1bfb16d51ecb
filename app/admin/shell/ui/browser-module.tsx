import { useRouteLoaderData } from "react-router";
import type { IslandsScripts } from "~/platform/http/islands-scripts";
import { useNonce } from "~/platform/ui/nonce";
import { scriptSafeJson } from "~/platform/ui/script-safe-json";
import type { BrowserModuleName } from "../browser-modules";

/**
 * One of the back office's browser modules (../browser-modules.ts) with the response's nonce,
 * and its parameters as a JSON block before it: data, which the module parses, never code.
 * Module scripts run once the page is parsed, in the order they first appear; the same module
 * written twice runs once and reads every block.
 */
export function BrowserModule<Config>({
  name,
  config,
}: {
  name: BrowserModuleName;
  config?: Config;
}) {
  const nonce = useNonce();
  // The root's loader hands every page the build's addresses (app/root.tsx).
  const root = useRouteLoaderData("root") as { islands?: IslandsScripts } | undefined;
  const src = root?.islands?.browser[name];
  return (
    <>
      {config !== undefined && (
        <script
          type="application/json"
          // Not run, but every script element of the page carries the response's nonce.
          nonce={nonce}
          data-browser-config={name}
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(config) }}
        />
      )}
      {src && <script type="module" src={src} nonce={nonce} />}
    </>
  );
}
