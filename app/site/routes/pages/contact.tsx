import { data } from "react-router";
import { describeDbError } from "~/platform/database/db-errors.server";
import { fill } from "~/platform/i18n/format";
import { langFromPath } from "~/platform/i18n/lang";
import { formatOpeningHours } from "~/platform/i18n/opening-hours";
import { Island } from "~/platform/islands/island";
import { type RouteHandle, withIslands } from "~/platform/navigation/route-handle";
import { componentLogger } from "~/platform/runtime/logger.server";
import { buttonClass } from "~/platform/ui/button";
import { Clock, Mail, MapPin, Phone } from "~/platform/ui/icons";
import { requestFacts } from "~/request-facts";
import { CONTACT_FIELDS } from "~/site/contact/contact-limits";
import { httpStatusOf, submitContact } from "~/site/contact/contact-submission.server";
import { postedFields } from "~/site/contact/contact-upload.server";
import { sourceFromReferer } from "~/site/contact/lead-source.server";
import { ContactForm, type FormValues, type ServerOutcome } from "~/site/contact/ui/contact-form";
import { pageLoader } from "~/site/routes/pages/page-loader.server";
import { CheckList } from "~/site/ui/content-blocks";
import { OfficeAddress } from "~/site/ui/office-address";
import { PageHero } from "~/site/ui/page-hero";
import { useSiteSettings } from "~/site/ui/site/common-texts";
import type { Route } from "./+types/contact";

export { pageMeta as meta } from "~/site/seo/meta";

const log = componentLogger("contact");

/**
 * The form is an island (app/platform/navigation/route-handle.ts); posted without JavaScript with
 * files, it comes as multipart, read as it streams in (server/body-bounds.ts).
 */
export const handle: RouteHandle = { ...withIslands, body: { kind: "multipart-contact" } };

export const loader = pageLoader("contact");

/** A refusal's Retry-After (429, 503) reaches the page that answers a form sent without JavaScript. */
export const headers: Route.HeadersFunction = ({ actionHeaders }): Record<string, string> => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
};

/**
 * The form posted without JavaScript (multipart, with its files): the same validation, triage and
 * storage as POST /api/contact. A refusal answers with the form again, holding what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const facts = context.get(requestFacts);
  const upload = facts.contactUpload;
  const fields = await postedFields(request, upload);
  fields.language = langFromPath(new URL(request.url).pathname);
  const fallbackSource = sourceFromReferer(request);
  const values: FormValues = {
    ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field] ?? ""])),
    from: fields.from || fallbackSource.from || "",
    ref: fields.ref || fallbackSource.ref || "",
  };

  const result = await submitContact({
    fields,
    upload,
    clientIp: facts.clientIp,
    host: new URL(request.url).hostname,
    fallbackSource,
  });
  if (result.status === "created") {
    // "Send another message" keeps where the visitor came from, as the form with JavaScript does.
    const source = { from: values.from?.slice(0, 200), ref: values.ref?.slice(0, 253) };
    return {
      status: "success",
      source,
      ...(result.filesRefused ? { filesRefused: true } : {}),
    } satisfies ServerOutcome;
  }
  if (result.status === "unavailable") {
    log.error(`could not store a request: ${describeDbError(result.error)}`);
  }
  const outcome: ServerOutcome =
    result.status === "invalid"
      ? { status: "invalid", fields: result.fields, values, attachments: result.attachments }
      : { status: "failed", reason: failureReason[result.status], values };
  return data(outcome, {
    status: httpStatusOf(result),
    headers:
      result.status === "rate_limited" || result.status === "busy"
        ? { "Retry-After": String(result.retryAfter) }
        : undefined,
  });
}

/** What the form tells the visitor when a request was not stored. */
const failureReason = {
  rate_limited: "rateLimited",
  busy: "busy",
  unstorable: "error",
  unavailable: "unavailable",
} as const;

export default function ContactPage({ loaderData: { t, lang }, actionData }: Route.ComponentProps) {
  // The back office's settings (docs/decisions/024), as the page is rendered after each change.
  const site = useSiteSettings();
  const { address } = site;
  const info = [
    {
      icon: MapPin,
      label: t.info.address,
      value: <OfficeAddress address={address} lang={lang} />,
      detail: site.serviceArea[lang],
    },
    { icon: Phone, label: t.info.phone, value: site.phone, href: site.phoneHref },
    { icon: Mail, label: t.info.email, value: site.email, href: `mailto:${site.email}` },
    { icon: Clock, label: t.info.hours, value: site.openingHours[lang] },
  ];
  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro} />
      <section className="bg-mist-50 py-14 sm:py-20">
        {/* grid-cols-1: a column as wide as the screen, never as wide as an e-mail address. */}
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div
            id="formulaire"
            className="rounded-2xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 className="mb-2 text-2xl font-bold text-navy-900">{t.form.title}</h2>
            <Island
              name="contact-form"
              component={ContactForm}
              hydrate="interaction"
              props={{
                t: { form: t.form, errors: t.errors, toast: t.toast, success: t.success },
                lang,
                outcome: actionData as ServerOutcome | undefined,
              }}
            />
          </div>
          <aside aria-labelledby="contact-details" className="space-y-4">
            <h2 id="contact-details" className="text-xl font-bold text-navy-900">
              {t.info.title}
            </h2>
            <ul className="space-y-4">
              {info.map(({ icon: Icon, label, value, href, detail }) => (
                <li
                  key={label}
                  className="flex gap-4 rounded-xl border border-mist-200 bg-white p-5 shadow-sm"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-process-50 text-steel-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
                      {label}
                    </h3>
                    {href ? (
                      <a
                        href={href}
                        className="mt-1 block font-semibold break-words text-navy-900 hover:text-steel-700 hover:underline"
                      >
                        {value}
                      </a>
                    ) : (
                      <div className="mt-1 font-semibold text-navy-900">{value}</div>
                    )}
                    {detail && <p className="mt-1 text-sm text-ink-700">{detail}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <section className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t.reasons.title}</h2>
          <div className="mt-8">
            <CheckList items={t.reasons.items} columns={2} />
          </div>
        </div>
      </section>
      <section className="bg-steel-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold sm:text-3xl">{t.cta.title}</h2>
            <p className="mt-3 text-lg text-mist-100">
              {fill(t.cta.text, {
                hours: formatOpeningHours(site.hours, lang, { inSentence: true }),
              })}
            </p>
          </div>
          <a href={site.phoneHref} className={buttonClass("primary", "lg", "shrink-0")}>
            <Phone aria-hidden="true" className="size-5" />
            {t.cta.button} {site.phone}
          </a>
        </div>
      </section>
    </>
  );
}
