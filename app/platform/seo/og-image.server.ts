import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";

import { OG_HEIGHT, OG_WIDTH } from "~/platform/seo/og-paths";

/**
 * The site's theme colours (app/app.css, `@theme`); og-image.test.ts fails when they drift apart.
 */
export const ogColours = {
  navy950: "#06121f",
  navy900: "#0b1f33",
  navy800: "#12304d",
  process500: "#2f7dd1",
  accent500: "#f28c28",
  accent400: "#f6a14d",
  mist200: "#d5dee8",
} as const;

export interface OgCard {
  title: string;
  /** The page's group in the navigation, or the article's category. */
  section: string;
  /** Company name, as in app/platform/content/company.ts. */
  brand: string;
  /** Host name printed at the foot of the card (www.example.be). */
  site: string;
}

// satori reads TrueType, OpenType and WOFF, not WOFF2: the static Inter cuts of @fontsource/inter.
const require = createRequire(import.meta.url);
let fontsLoading: Promise<Parameters<typeof satori>[1]["fonts"]> | undefined;
function fonts() {
  fontsLoading ??= Promise.all(
    (["latin", "latin-ext"] as const).flatMap((subset) =>
      ([500, 700] as const).map(async (weight) => ({
        name: "Inter",
        weight,
        style: "normal" as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  return fontsLoading;
}

// Inter's Latin subsets lack a few signs that technical titles use.
const substitutes: Record<string, string> = { "≤": "<=", "≥": ">=", "→": "->" };
const printable = (text: string) => text.replace(/[≤≥→]/g, (sign) => substitutes[sign] ?? sign);

/** The brand mark of app/site/ui/site/logo.tsx, on a white tile so it reads on the navy card. */
const logoMark = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="80" height="80"><rect width="40" height="40" rx="8" fill="#ffffff"/><path d="M11 9h10a7 7 0 0 1 7 7v15H11z" fill="#2f7dd1"/><path d="M11 9h10a7 7 0 0 1 7 7v3H11z" fill="#9fb3c8"/><path d="M28 24h5v3h-5zM6 24h5v3H6z" fill="#f28c28"/></svg>`,
).toString("base64")}`;

type Node = { type: string; props: Record<string, unknown> };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Card width less the accent border and the side paddings. */
const TEXT_WIDTH = OG_WIDTH - 16 - 2 * 80;

/** Longer titles get a smaller size so that three lines always hold them. */
function titleSize(title: string): number {
  if (title.length <= 48) return 68;
  if (title.length <= 80) return 56;
  return 46;
}

function card({ title, section, brand, site }: OgCard): Node {
  return el(
    "div",
    {
      // satori's boxes are content-box by default: the padding would push the foot off the card.
      boxSizing: "border-box",
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 80px 56px",
      fontFamily: "Inter",
      color: "#ffffff",
      backgroundColor: ogColours.navy900,
      backgroundImage: `linear-gradient(135deg, ${ogColours.navy950} 0%, ${ogColours.navy900} 55%, ${ogColours.navy800} 100%)`,
      borderLeft: `16px solid ${ogColours.accent500}`,
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 24 }, [
        el("img", { width: 72, height: 72 }, undefined, { src: logoMark, width: 72, height: 72 }),
        el("div", { fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }, brand),
      ]),
      el("div", { display: "flex", flexDirection: "column", gap: 24, width: TEXT_WIDTH }, [
        el(
          "div",
          {
            fontSize: 28,
            fontWeight: 700,
            color: ogColours.accent400,
            textTransform: "uppercase",
            letterSpacing: 3,
          },
          printable(section),
        ),
        el(
          "div",
          {
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
            width: TEXT_WIDTH,
            display: "block",
            lineClamp: 3,
          },
          printable(title),
        ),
      ]),
      el(
        "div",
        {
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          fontSize: 26,
          fontWeight: 500,
          color: ogColours.mist200,
        },
        [
          el("div", {}, site),
          el("div", { width: 160, height: 8, backgroundColor: ogColours.process500 }, ""),
        ],
      ),
    ],
  );
}

/** A 1200x630 PNG social preview: brand, section and title on the site's navy. */
export async function renderOgImage(input: OgCard): Promise<Buffer> {
  const svg = await satori(card(input) as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await fonts(),
  });
  // satori draws the text as paths, so librsvg (inside sharp) needs no font of its own.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}
