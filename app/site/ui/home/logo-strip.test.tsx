// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clients, resolveClientLogos } from "~/platform/content/clients";
import { LogoStrip } from "./logo-strip";

afterEach(cleanup);

function renderStrip(files: Record<string, string>) {
  render(
    <LogoStrip
      logos={resolveClientLogos(clients, files)}
      label="Logos de nos clients"
      pauseLabel="Pause"
      playLabel="Lecture"
    />,
  );
  // The first copy of the loop; the second is hidden from assistive technologies.
  return within(screen.getByRole("list", { name: "Logos de nos clients" }))
    .getAllByRole("listitem")
    .slice(0, clients.length);
}

describe("client logo strip", () => {
  it("shows a client's logo file as an image named after the client, the others as text", () => {
    const tiles = renderStrip({
      "./images/clients/laiterie-du-val-d-escaut.svg": "/assets/laiterie-du-val-d-escaut-a1b2.svg",
    });

    expect(tiles).toHaveLength(17);
    const logo = within(tiles[0] as HTMLElement).getByRole("img");
    expect(logo.getAttribute("alt")).toBe("Laiterie du Val d'Escaut");
    expect(logo.getAttribute("src")).toBe("/assets/laiterie-du-val-d-escaut-a1b2.svg");
    // Fixed box: the tile keeps its size whatever the file's proportions.
    expect(logo.getAttribute("width")).toBe("120");
    expect(logo.getAttribute("height")).toBe("48");
    expect(logo.className).toContain("object-contain");

    for (const tile of tiles.slice(1)) {
      expect(within(tile).queryByRole("img")).toBeNull();
    }
    expect(tiles[1]?.textContent).toContain("Client 2");
    expect(tiles[16]?.textContent).toContain("Client 17");
  });

  it("shows only text tiles when no logo file is there", () => {
    const tiles = renderStrip({});
    expect(tiles.map((tile) => within(tile).queryByRole("img"))).toEqual(Array(17).fill(null));
    expect(tiles[0]?.textContent).toContain("Laiterie du Val d'Escaut");
  });
});
