import type { ForbiddenPage } from "~/navigation/back-office-access";
import { buttonClass } from "~/ui/button";
import { focusRing } from "./form-field";

/** Shown when a role opens a part of the back office it is not granted (status 403). */
export function ForbiddenPageView({ page }: { page: ForbiddenPage }) {
  return (
    <main lang={page.lang} className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold text-navy-900">{page.title}</h1>
      <p className="mt-4 text-lg">{page.body}</p>
      <p className="mt-8">
        <a href={page.homeHref} className={buttonClass("primary", "md", focusRing)}>
          {page.home}
        </a>
      </p>
    </main>
  );
}

/** The page a thrown 403 carries, if it is one of the back office's. */
export function forbiddenPageOf(error: unknown): ForbiddenPage | undefined {
  if (typeof error !== "object" || error === null || !("data" in error)) return undefined;
  const payload = error.data;
  if (typeof payload !== "object" || payload === null || !("forbidden" in payload))
    return undefined;
  return payload.forbidden as ForbiddenPage;
}
