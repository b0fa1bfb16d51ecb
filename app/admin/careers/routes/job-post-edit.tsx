import { Form, Link, redirect } from "react-router";
import { type JobPostForm, jobPostSchema, localizedFields } from "~/admin/careers/job-post-form";
import {
  createPost,
  findPost,
  type JobPostInput,
  textColumns,
  textsOf,
  updatePost,
} from "~/admin/careers/job-posts.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  findById,
  readForm,
} from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { formBounds, inputBounds, parseForm } from "~/admin/shell/form-schema";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import {
  controlClass,
  Field,
  FormAlert,
  InputField,
  LinkLine,
  SelectField,
} from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { errorCode } from "~/platform/database/db-errors.server";
import { type JobPost, jobContracts } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { byLanguage, languages, localizePath } from "~/platform/i18n/lang";
import { jobPostPath } from "~/platform/navigation/page-table";
import { brusselsDate } from "~/platform/text/brussels-time";
import { buttonClass } from "~/platform/ui/button";
import { brusselsDayStart } from "../../shell/ui/url-filters";
import type { Route } from "./+types/job-post-edit";

export { headers, meta } from "~/admin/shell/route-head";

const bounds = formBounds(jobPostSchema);
const DAY_MS = 24 * 3_600_000;

type Values = Record<string, string>;

/** A stored post as the form's values; validThrough is stored as the end of its last day. */
function valuesOf(post: JobPost | undefined): Values {
  const today = brusselsDate();
  if (!post) {
    return {
      datePosted: today,
      validThrough: brusselsDate(Date.now() + 60 * DAY_MS),
      contract: "permanent",
      published: "on",
      region: "Hainaut",
    };
  }
  return {
    ...Object.fromEntries(
      localizedFields.flatMap((field) =>
        Object.entries(textsOf(post, field)).map(([lang, text]) => [`${field}.${lang}`, text]),
      ),
    ),
    locality: post.locality,
    postalCode: post.postalCode,
    region: post.region,
    contract: post.contract,
    datePosted: brusselsDate(post.datePosted),
    validThrough: brusselsDate(post.validThrough.getTime() - 1),
    published: post.published ? "on" : "",
  };
}

function inputOf(form: JobPostForm): JobPostInput {
  return {
    ...textColumns((field) => form[field]),
    locality: form.locality,
    postalCode: form.postalCode,
    region: form.region,
    contract: form.contract,
    datePosted: brusselsDayStart(form.datePosted),
    // "Valid through" the day included: the post closes at the next midnight in Brussels.
    validThrough: brusselsDayStart(form.validThrough, 1),
    published: form.published,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { path, db, screen, m: t } = await adminRequest({ request, context }, "adminCareers");
  const post = params.id ? await findById(db, params.id, findPost) : undefined;
  if (params.id && !post) throw redirect(path("/recruitment/posts"), { headers: adminHeaders });
  return screen(post ? fill(t.edit.title, { title: post.titleFr }) : t.edit.newTitle, {
    t,
    values: valuesOf(post),
    back: path("/recruitment/posts"),
    remove: post ? path(`/recruitment/posts/${post.id}/delete`) : null,
    view: post ? localizePath(jobPostPath(post.slugFr), "fr") : null,
    bounds,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, path, db, audit } = await adminRequest({ request, context });
  const existing = params.id ? await findById(db, params.id, findPost) : undefined;
  if (params.id && !existing) throw redirect(path("/recruitment/posts"), { headers: adminHeaders });
  const field = await readForm(request);
  const names = [
    ...["slug", "title", "summary", "job", "profile", "offer"].flatMap((name) =>
      languages.map((code) => `${name}.${code}`),
    ),
    "locality",
    "postalCode",
    "region",
    "contract",
    "datePosted",
    "validThrough",
    "published",
  ];
  const values: Values = Object.fromEntries(names.map((name) => [name, field(name)]));
  const nested = (name: string) => byLanguage((code) => values[`${name}.${code}`] ?? "");
  const parsed = parseForm(jobPostSchema, {
    ...values,
    slug: nested("slug"),
    title: nested("title"),
    summary: nested("summary"),
    job: nested("job"),
    profile: nested("profile"),
    offer: nested("offer"),
  });
  if (!parsed.ok) return adminData({ values, errors: parsed.errors as Values }, 400);
  try {
    const input = inputOf(parsed.data);
    if (existing) {
      await updatePost(db, existing.id, input);
      await audit({ action: "job_post_saved", target: `${existing.id} ${input.slugFr}` });
    } else {
      const post = await createPost(db, input);
      await audit({ action: "job_post_created", target: `${post.id} ${post.slugFr}` });
    }
  } catch (error) {
    // A slug of another post: said under the slug fields, the rest kept.
    if (errorCode(error) === "23505") {
      return adminData({ values, errors: { slug: "slugTaken" } as Values }, 409);
    }
    throw error;
  }
  void lang;
  throw redirectDone(path("/recruitment/posts"), "saved");
}

export default function JobPostEdit({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.edit;
  const values = actionData?.values ?? d.values;
  const errors: Values = actionData?.errors ?? {};
  const errorText = (name: string) => {
    const code = errors[name.split(".")[0] ?? name] as keyof typeof t.errors | undefined;
    return code ? (t.errors[code] ?? code) : undefined;
  };
  const text = (name: keyof typeof t.fields, multiline = false) => (
    <Field name={name} label={t.fields[name]} error={errorText(name)}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={name.startsWith("summary") ? 3 : 6}
            defaultValue={values[name] ?? ""}
            {...inputBounds(d.bounds[name as keyof typeof d.bounds])}
            className={controlClass}
          />
        ) : (
          <input
            {...control}
            type="text"
            defaultValue={values[name] ?? ""}
            {...inputBounds(d.bounds[name as keyof typeof d.bounds])}
            className={controlClass}
          />
        )
      }
    </Field>
  );
  const date = (name: "datePosted" | "validThrough") => (
    <InputField
      name={name}
      label={t.fields[name]}
      error={errorText(name)}
      type="date"
      defaultValue={values[name] ?? ""}
    />
  );
  return (
    <div className="space-y-6">
      <LinkLine to={d.back}>{d.t.posts.title}</LinkLine>
      <ScreenHeading title={d.title} intro={t.intro} />
      {actionData && <FormAlert tone="error">{t.error}</FormAlert>}
      {d.view && (
        <p>
          <Link to={d.view} className="font-semibold text-steel-700 underline">
            {t.view}
          </Link>
        </p>
      )}
      <Form method="post" noValidate className="space-y-6">
        <AdminSection id="post-general" title={t.general}>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {text("locality")}
            {text("postalCode")}
            {text("region")}
            <SelectField
              name="contract"
              label={t.fields.contract}
              error={errorText("contract")}
              defaultValue={values.contract}
              options={jobContracts.map((value) => ({ value, label: t.contracts[value] }))}
            />
            {date("datePosted")}
            {date("validThrough")}
            <div className="flex items-center gap-3 sm:col-span-2">
              <input
                id="field-published"
                name="published"
                type="checkbox"
                defaultChecked={values.published === "on"}
                className="size-5 accent-steel-700"
              />
              <label htmlFor="field-published" className="font-semibold text-navy-900">
                {t.fields.published}
              </label>
            </div>
          </div>
        </AdminSection>
        {(["fr", "en"] as const).map((code) => (
          <AdminSection key={code} id={`post-${code}`} title={code === "fr" ? t.french : t.english}>
            <div className="mt-4 grid gap-4">
              {text(`title.${code}`)}
              {text(`slug.${code}`)}
              {text(`summary.${code}`, true)}
              {text(`job.${code}`, true)}
              {text(`profile.${code}`, true)}
              {text(`offer.${code}`, true)}
            </div>
          </AdminSection>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-4">
          {d.remove ? (
            <Link to={d.remove} className="font-semibold text-red-800 underline">
              {t.delete}
            </Link>
          ) : (
            <span />
          )}
          <button type="submit" className={buttonClass("primary", "lg")}>
            {t.save}
          </button>
        </div>
      </Form>
    </div>
  );
}
