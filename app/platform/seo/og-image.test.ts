import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ogColours, renderOgImage } from "./og-image.server";

describe("social preview renderer", () => {
  it("uses the theme's colours of app/app.css", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    for (const [key, value] of Object.entries(ogColours)) {
      const variable = `--color-${key.replace(/([a-z])(\d)/, "$1-$2")}`;
      expect(css, variable).toContain(`${variable}: ${value};`);
    }
  });

  it("draws a 1200x630 PNG in the brand's navy, with the title's ink on it", async () => {
    const png = await renderOgImage({
      title: "Tuyauterie industrielle : inox 316L, Ra ≤ 0,4 µm et soudure orbitale",
      section: "Nos services",
      brand: "Procelia Engineering",
      site: "www.example.be",
    });
    const image = sharp(png);
    expect(await image.metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // The background is the theme's navy; white text covers part of the card.
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if ((data[i] ?? 0) > 240 && (data[i + 1] ?? 0) > 240 && (data[i + 2] ?? 0) > 240) white++;
    }
    const share = white / (info.width * info.height);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.3);
    const corner = await sharp(png)
      .extract({ left: 600, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(Math.max(...corner.subarray(0, 3))).toBeLessThan(60);
  });
});
