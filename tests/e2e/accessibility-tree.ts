import type { Locator } from "@playwright/test";

export interface AccessibleState {
  /** Left out of the tree (hidden, or inert behind a modal dialog). */
  ignored: boolean;
  role?: string;
  name?: string;
  /** Undefined when the browser does not expose the state at all. */
  expanded?: boolean;
  hasPopup?: string;
}

interface AxNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
}

/**
 * What Chromium's own accessibility tree says of an element, as a screen reader gets it (Playwright's
 * aria snapshot reads ARIA attributes, so it cannot see the state a popover invoker exposes natively).
 */
export async function accessibleState(locator: Locator): Promise<AccessibleState> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  const mark = "data-accessibility-probe";
  await locator.evaluate((element, name) => element.setAttribute(name, ""), mark);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[${mark}]`,
    });
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    const { nodes } = (await cdp.send("Accessibility.getPartialAXTree", {
      backendNodeId: node.backendNodeId,
      fetchRelatives: false,
    })) as { nodes: AxNode[] };
    const ax = nodes[0];
    if (!ax) throw new Error("no accessibility node");
    const property = (name: string) => ax.properties?.find((entry) => entry.name === name)?.value;
    return {
      ignored: ax.ignored,
      role: ax.role?.value,
      name: ax.name?.value,
      expanded: property("expanded")?.value as boolean | undefined,
      hasPopup: property("hasPopup")?.value as string | undefined,
    };
  } finally {
    await locator.evaluate((element, name) => element.removeAttribute(name), mark);
    await cdp.detach();
  }
}

/** Chromium's expanded state of an element: true, false, or undefined when it exposes none. */
export async function accessibleExpanded(locator: Locator): Promise<boolean | undefined> {
  return (await accessibleState(locator)).expanded;
}
