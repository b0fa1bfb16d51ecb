// The machine's floor: Lighthouse on a page with nothing to do (no CSS, image or script), served
// by the minimal static server. Its TBT and performance are what this machine gives any page at
// that moment: Chromium's own navigation work, slowed 4x by the simulation. A site page's TBT
// above the floor is the page's; at the floor, there is nothing left to remove.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runLighthouse } from "./lighthouse.mjs";
import { startStaticServer } from "./throughput.mjs";

const EMPTY_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lighthouse floor</title><meta name="description" content="A page with nothing to do.">
</head><body><main><h1>Floor</h1><p>No style sheet, image or script.</p></main></body></html>`;

export async function lighthouseFloor(tmp) {
  const file = join(tmp, "floor.html");
  writeFileSync(file, EMPTY_PAGE);
  const server = await startStaticServer(file);
  try {
    const { pages } = await runLighthouse(`http://127.0.0.1:${server.port}`, ["/"]);
    return { bytes: server.raw, ...pages[0] };
  } finally {
    await server.child.stop();
  }
}
