import { describe, expect, it } from "vitest";
import { clientLogos, clientSlug, clients, resolveClientLogos } from "./clients";

const dir = "./images/clients";

describe("client logo files", () => {
  it("lists the spec's 17 clients, the first named and the others Client 2 to Client 17", () => {
    expect(clients).toHaveLength(17);
    expect(clients[0]?.name).toBe("Laiterie du Val d'Escaut");
    expect(clients.slice(1).map((client) => client.name)).toEqual(
      Array.from({ length: 16 }, (_, i) => `Client ${i + 2}`),
    );
  });

  it("names a logo file after the client: accents, apostrophes and spaces become plain slugs", () => {
    expect(clientSlug("Laiterie du Val d'Escaut")).toBe("laiterie-du-val-d-escaut");
    expect(clientSlug("Brasserie Saint-Feuillien & Fils")).toBe("brasserie-saint-feuillien-fils");
    expect(clientSlug("Société Générale Épuration")).toBe("societe-generale-epuration");
    expect(clientSlug("Client 12")).toBe("client-12");
  });

  it("finds SVG, PNG and WebP files by slug, preferring SVG, and leaves the others as text", () => {
    const logos = resolveClientLogos(
      [{ name: "Laiterie du Val d'Escaut" }, { name: "Client 2" }, { name: "Client 3" }],
      {
        [`${dir}/laiterie-du-val-d-escaut.png`]: "/assets/laiterie.png",
        [`${dir}/laiterie-du-val-d-escaut.svg`]: "/assets/laiterie.svg",
        [`${dir}/Client-3.webp`]: "/assets/client-3.webp",
      },
    );
    expect(logos).toEqual([
      { name: "Laiterie du Val d'Escaut", src: "/assets/laiterie.svg" },
      { name: "Client 2" },
      { name: "Client 3", src: "/assets/client-3.webp" },
    ]);
  });

  it("uses an explicit file name when the client's entry gives one", () => {
    const logos = resolveClientLogos([{ name: "Client 2", logo: "acme-horizontal.png" }], {
      [`${dir}/acme-horizontal.png`]: "/assets/acme.png",
    });
    expect(logos).toEqual([{ name: "Client 2", src: "/assets/acme.png" }]);
  });

  it("stops the build on a file that matches no client or an explicit file that is missing", () => {
    expect(() =>
      resolveClientLogos([{ name: "Client 2" }], { [`${dir}/client-02.svg`]: "/assets/x.svg" }),
    ).toThrow(/client-02\.svg/);
    expect(() => resolveClientLogos([{ name: "Client 2", logo: "client-two.svg" }], {})).toThrow(
      /client-two\.svg.*Client 2/,
    );
  });

  it("pairs every logo file committed in app/platform/content/images/clients with a client", () => {
    // The real glob result: resolving it at import would have thrown on a stray file.
    expect(clientLogos.map((logo) => logo.name)).toEqual(clients.map((client) => client.name));
  });
});
