/**
 * A browser module's parameters, written by the server as `<script type="application/json"
 * data-browser-config="<module>">` (./../ui/browser-module.tsx): data the browser parses, never
 * code. A module may find several (one per form it serves).
 */
export function configsOf<T>(name: string, root: ParentNode = document): T[] {
  const blocks = root.querySelectorAll<HTMLScriptElement>(
    `script[type="application/json"][data-browser-config="${name}"]`,
  );
  return Array.from(blocks, (block) => JSON.parse(block.textContent ?? "null") as T);
}

/** The one block of a module that a page writes once; undefined when the page has none. */
export function configOf<T>(name: string, root: ParentNode = document): T | undefined {
  return configsOf<T>(name, root)[0];
}

/** An element of the page by its id, if it is of the expected kind. */
export function byId<T extends Element>(
  id: string,
  kind: abstract new (...args: never[]) => T,
): T | null {
  const element = document.getElementById(id);
  return element instanceof kind ? element : null;
}
