import { data } from "react-router";
import { company } from "~/platform/content/company";
import { langFromPath } from "~/platform/i18n/lang";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messages } from "~/platform/i18n/messages.server";
import { pagePath } from "~/platform/navigation/page-table";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/not-found";

/** Any unknown path: HTTP 404 with the site's header and footer, in the path's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, "common").notFound;
  return data({ t }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.t.metaTitle ?? "404"} | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData: { t } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 sm:py-32">
      <p className="text-sm font-semibold tracking-[0.18em] text-steel-700 uppercase">
        {t.subtitle}
      </p>
      <h1 className="mt-3 text-4xl font-bold text-navy-900 sm:text-5xl">{t.title}</h1>
      <p className="mt-6 text-lg text-ink-700">{t.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <LocalizedLink to="/" className={buttonClass("secondary", "lg")}>
          {t.home}
        </LocalizedLink>
        <LocalizedLink to={pagePath("contact")} className={buttonClass("outline", "lg")}>
          {t.contact}
        </LocalizedLink>
      </div>
    </section>
  );
}
