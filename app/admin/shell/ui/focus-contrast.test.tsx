// Focus indicators of the back office: at least 3:1 against the background around them (WCAG
// 1.4.11, 2.4.13), computed from the theme's actual colours in app/app.css, so changing a colour
// or a ring's class fails here.
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "~/platform/i18n/language";
import admin from "~/platform/i18n/messages/fr/admin.server";
import { AdminShell } from "./admin-shell";
import { focusRing, focusRingOnDark } from "./form-field";

const css = readFileSync(new URL("../../../app.css", import.meta.url), "utf8");
const theme = new Map(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]),
);
theme.set("white", "#ffffff");

function hex(name: string): string {
  const value = theme.get(name);
  if (!value) throw new Error(`no colour ${name} in the theme`);
  return value;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour a ring's classes paint the outline with: "focus-visible:outline-steel-700". */
const ringColour = (classes: string) => {
  const colours = [...classes.matchAll(/(?:^|\s)focus-visible:outline-([a-z]+(?:-\d+)?)(?=\s|$)/g)]
    .map((match) => match[1] ?? "")
    .filter((name) => theme.has(name));
  if (colours.length !== 1) throw new Error(`not one outline colour in ${classes}`);
  return colours[0] ?? "";
};

/** The back office's own default ring (app.css), for what sets none. */
const defaultRing =
  /\[data-back-office\] :focus-visible\s*\{\s*outline-color:\s*var\(--color-([\w-]+)\)/.exec(
    css,
  )?.[1];

/** The back office's light surfaces: page, cards, table rows, highlighted panels. */
const light = ["white", "mist-50", "mist-100", "process-50", "process-100"];
/** The navy header and the nav's hover and active shades around its links. */
const dark = ["navy-900", "navy-800", "navy-700"];

describe("back-office focus rings", () => {
  it("reads the theme's colours", () => {
    expect(theme.get("navy-900")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast("white", "white")).toBeCloseTo(1);
    // The figure the issue measured: steel blue on navy.
    expect(contrast("steel-700", "navy-900")).toBeCloseTo(1.99, 1);
  });

  it.each(light)("is at least 3:1 on %s, for the default and the light ring", (background) => {
    expect(defaultRing).toBeDefined();
    expect(contrast(defaultRing ?? "", background)).toBeGreaterThanOrEqual(3);
    expect(contrast(ringColour(focusRing), background)).toBeGreaterThanOrEqual(3);
  });

  it.each(dark)("is at least 3:1 on %s, for the header's ring", (background) => {
    expect(contrast(ringColour(focusRingOnDark), background)).toBeGreaterThanOrEqual(3);
  });

  it("puts the dark ring on every control of the navy header", async () => {
    const routes = [
      {
        path: "/admin",
        element: (
          <LanguageProvider lang="fr">
            <AdminShell
              t={admin.shell}
              nav={[
                { key: "home", href: "/admin" },
                { key: "leads", href: "/admin/leads" },
              ]}
              links={{ logout: "/admin/logout", site: "/", language: "/admin/account/language" }}
              username="anne"
              newLeads={2}
              drafts={{ user: "anne", page: "", signIn: ["/admin/login"] }}
            >
              <p>page</p>
            </AdminShell>
          </LanguageProvider>
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/admin"));
    if (context instanceof Response) throw new Error("no render");
    const html = renderToStaticMarkup(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    const header = /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? "";
    const controls = [...header.matchAll(/<(a|button)\b[^>]*class="([^"]*)"/g)];
    // Nav links, back to the site, FR/EN, sign out.
    expect(controls.length).toBeGreaterThanOrEqual(5);
    for (const [tag, , classes = ""] of controls) {
      expect(ringColour(classes), tag).toBe(ringColour(focusRingOnDark));
    }
    // The skip link shows over the header too.
    expect(html).toMatch(/href="#admin-content"[^>]*focus-visible:outline-accent-500/);
  });
});
