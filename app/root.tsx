import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { ForbiddenPageView, forbiddenPageOf } from "~/admin/shell/ui/forbidden-page";
import { company } from "./platform/content/company";
import { islandsScripts } from "./platform/http/islands-scripts.server";
import { langFromPath, locales } from "./platform/i18n/lang";
import { LanguageProvider } from "./platform/i18n/language";
import { messages } from "./platform/i18n/messages.server";
import { showsPendingTexts } from "./platform/i18n/text-overrides.server";
import { islandsLoaderScript } from "./platform/islands/loader-script";
import { backOfficeRoots } from "./platform/navigation/back-office";
import { hasIslands, isBackOffice } from "./platform/navigation/route-handle";
import { siteSettings } from "./platform/settings/site-settings.server";
import { useNonce } from "./platform/ui/nonce";
import { chromeScript, consentFlagScript } from "./site/ui/site/chrome-script";
import { CookieBanner } from "./site/ui/site/cookie-banner";
import { Footer } from "./site/ui/site/footer";
import { Header, SiteDrawer } from "./site/ui/site/header";
import { PreviewBanner } from "./site/ui/site/preview-banner";

/**
 * Same-site documents are prerendered when the visitor shows intent (hover, touch), so that
 * navigating between pages without a client router is instant where browsers support it.
 */
const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/api/*",
                ...backOfficeRoots.map((root) => `${root}{/*}?`),
                "/*.xml",
                "/*.txt",
              ],
            },
          },
        ],
      },
      // At pointer-down, which a click follows almost always: the page loaded ahead is then counted
      // as the view it becomes (app/admin/analytics/page-view-rules.ts).
      eagerness: "conservative",
    },
  ],
});

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  // Read at render time: the pages are rendered again after every change of the settings.
  return {
    lang,
    common: messages(lang, "common"),
    site: siteSettings(),
    islands: islandsScripts(),
    // The back office's preview of unpublished edits says so on the page itself.
    preview: showsPendingTexts() ? messages(lang, "admin").preview.notPublished : undefined,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // A refusal before any loader ran (a back-office 403) still has the language of its URL.
  const lang = data?.lang ?? langFromPath(pathname);
  const nonce = useNonce();
  const matches = useMatches();
  // No page loads React Router in the browser: the public pages' islands hydrate on their own,
  // and the back office is server-rendered forms (docs/decisions/009).
  const islands = hasIslands(matches) ? data?.islands : undefined;
  return (
    <html lang={locales[lang].text}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentFlagScript }} />
        <Meta />
        <Links />
        <script
          type="speculationrules"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
      </head>
      <body>
        {children}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: chromeScript }} />
        {islands && (
          <script
            type="module"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: islandsLoaderScript(islands) }}
          />
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, common, preview } = loaderData;
  const matches = useMatches();
  const backOffice = isBackOffice(matches);
  if (backOffice) {
    // The back office has its own header, navigation and skip link (app/admin/shell/ui/admin-shell.tsx).
    return (
      <LanguageProvider lang={lang}>
        <main id="main" tabIndex={-1} className="outline-none" data-back-office="">
          <Outlet />
        </main>
        <BrowserModule name="form-error-focus" />
      </LanguageProvider>
    );
  }
  return (
    <LanguageProvider lang={lang}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {common.skipToContent}
      </a>
      {preview && <PreviewBanner text={preview} />}
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <SiteDrawer />
      <CookieBanner />
      {hasIslands(matches) && (
        // Filled by app/platform/islands/client.tsx when a notification is shown.
        <div
          id="toaster"
          data-region-label={common.toast.region}
          data-close-label={common.toast.close}
        />
      )}
    </LanguageProvider>
  );
}

/**
 * Last-resort screen when rendering itself failed; 404s are handled by the splat route, and a
 * back-office page a role may not open says so.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden = status === 403 ? forbiddenPageOf(error) : undefined;
  if (forbidden) return <ForbiddenPageView page={forbidden} />;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">
        {status === 404 ? "404 Page Not Found" : "Une erreur est survenue. / An error occurred."}
      </h1>
      <p className="mt-4">
        <a href="/" className="text-steel-700 underline">
          {company.name}
        </a>
      </p>
    </main>
  );
}
