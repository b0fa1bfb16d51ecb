import { Form } from "react-router";
import {
  adminData,
  adminRequest,
  formatDateTime,
  parseId,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { formBounds, inputBounds, parseForm } from "~/admin/shell/form-schema";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import { FieldSet, FormAlert, InputField, IntentForm } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { CopyField } from "~/admin/shell/ui/shown-once";
import { fill } from "~/platform/i18n/format";
import { SecretsKeyError } from "~/platform/runtime/secret-box.server";
import { buttonClass } from "~/platform/ui/button";
import { endpointUrlProblem, vettedAddress } from "../webhook-address.server";
import {
  addEndpoint,
  findEndpoint,
  lastTests,
  listEndpoints,
  setEndpointEnabled,
} from "../webhook-endpoints.server";
import { webhookEvents } from "../webhook-events";
import { endpointSchema } from "../webhook-form";
import { enqueueTest } from "../webhook-queue.server";
import type { Route } from "./+types/webhooks";

export { headers, meta } from "~/admin/shell/route-head";

const doneKeys = ["tested", "off", "on"] as const;

/** A test not yet tried is "sending"; tried and waiting, "retrying". */
const testState = (test: { status: string; attempts: number }) =>
  test.status === "pending"
    ? test.attempts > 0
      ? "retrying"
      : "sending"
    : (test.status as "sent" | "failed" | "sending");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, db, screen, m: t } = await adminRequest({ request, context }, "adminWebhooks");
  const endpoints = await listEndpoints(db);
  const tests = await lastTests(db);
  return screen(t.title, {
    t,
    done: doneOf(request, doneKeys),
    bounds: formBounds(endpointSchema),
    events: webhookEvents.map((value) => ({ value, label: t.events[value] })),
    endpoints: endpoints.map((endpoint) => {
      const test = tests.get(endpoint.id);
      return {
        id: endpoint.id,
        url: endpoint.url,
        enabled: endpoint.enabled,
        events: endpoint.events
          .map((event) => t.events[event as keyof typeof t.events] ?? event)
          .join(", "),
        state: !endpoint.enabled
          ? endpoint.disabledReason === "gone"
            ? t.list.gone
            : t.list.off
          : endpoint.failingMarkedAt && endpoint.failingSince
            ? fill(t.list.failing, { since: formatDateTime(endpoint.failingSince, lang) })
            : t.list.on,
        test: test
          ? `${t.lead.states[testState(test)]}${test.lastAnswer ? ` (${test.lastAnswer})` : ""}`
          : undefined,
      };
    }),
  });
}

type AddOutcome =
  | { intent: "add"; ok: true; secret: string; url: string }
  | {
      intent: "add";
      ok: false;
      errors: { url?: string; events?: string };
      /** What was sent, shown again: a refused address loses neither it nor the boxes ticked. */
      url: string;
      events: string[];
    };

const addFailed = (errors: { url?: string; events?: string }, url: string, events: string[]) =>
  adminData({ intent: "add", ok: false, errors, url, events } as AddOutcome, 400);

export async function action({ request, params: _params, context }: Route.ActionArgs) {
  const { db, path, audit, user } = await adminRequest({ request, context });
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  if (intent === "add") {
    const url = text("url");
    const events = form.getAll("events").map(String);
    const parsed = parseForm<typeof endpointSchema, "url" | "events">(endpointSchema, {
      url,
      events,
    });
    if (!parsed.ok) {
      return addFailed(parsed.errors, url, events);
    }
    // Checked here for a clear answer; checked again at each delivery, on the address connected to.
    const problem = endpointUrlProblem(parsed.data.url);
    const vetted = problem ? undefined : await vettedAddress(new URL(parsed.data.url).hostname);
    const refused = problem ?? (vetted && "refused" in vetted ? vetted.refused : undefined);
    if (refused) {
      return addFailed({ url: refused }, url, events);
    }
    let added: { id: number; secret: string };
    try {
      added = await addEndpoint(db, { ...parsed.data, createdBy: user.username });
    } catch (error) {
      // In production on PostgreSQL the secret is sealed with SECRETS_KEY, or not stored at all.
      if (error instanceof SecretsKeyError) return addFailed({ url: "secretsKey" }, url, events);
      throw error;
    }
    await audit({ action: "webhook_endpoint_added", target: parsed.data.url });
    return adminData({
      intent,
      ok: true,
      secret: added.secret,
      url: parsed.data.url,
    } as AddOutcome);
  }
  const id = parseId(text("id"));
  const endpoint = id === undefined ? undefined : await findEndpoint(db, id);
  if (!endpoint) throw adminData(null, 404);
  if (intent === "test") {
    await enqueueTest(db, endpoint.id);
    await audit({ action: "webhook_test_sent", target: endpoint.url });
    throw redirectDone(path("/webhooks"), "tested");
  }
  if (intent === "off" || intent === "on") {
    await setEndpointEnabled(db, endpoint.id, intent === "on");
    await audit({
      action: intent === "on" ? "webhook_endpoint_enabled" : "webhook_endpoint_disabled",
      target: endpoint.url,
    });
    throw redirectDone(path("/webhooks"), intent);
  }
  throw adminData(null, 400);
}

export default function Webhooks({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = d;
  const added = actionData?.ok ? actionData : undefined;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorText = (code: string | undefined) =>
    code ? (t.errors[code as keyof typeof t.errors] ?? t.errors.invalid) : undefined;
  return (
    <div className="space-y-8">
      <ScreenHeading title={d.title} intro={t.intro} />
      {d.done && <FormAlert tone="success">{t.done[d.done]}</FormAlert>}
      {added && (
        <section
          aria-labelledby="webhook-secret"
          className="space-y-2 rounded-2xl border border-green-300 bg-green-50 p-6"
        >
          <p id="webhook-secret" role="status" className="font-semibold text-green-900">
            {t.done.added}
          </p>
          <p className="break-all text-navy-900">{added.url}</p>
          <CopyField id="secret" label={t.secretLabel} value={added.secret} />
        </section>
      )}
      <AdminTable
        rows={d.endpoints}
        caption={t.list.caption}
        empty={<p>{t.list.none}</p>}
        columns={[t.list.url, t.list.events, t.list.state, t.lastTest, t.list.actions]}
      >
        {(endpoint) => (
          <tr key={endpoint.id}>
            <td className={`${cellClass} break-all`}>{endpoint.url}</td>
            <td className={cellClass}>{endpoint.events}</td>
            <td className={cellClass}>{endpoint.state}</td>
            <td className={`${cellClass} break-words`}>{endpoint.test ?? "—"}</td>
            <td className={`${cellClass} space-y-2`}>
              {endpoint.enabled && (
                <IntentForm
                  intent="test"
                  hidden={{ id: String(endpoint.id) }}
                  label={t.list.test}
                  className=""
                />
              )}
              <IntentForm
                intent={endpoint.enabled ? "off" : "on"}
                hidden={{ id: String(endpoint.id) }}
                label={endpoint.enabled ? t.list.turnOff : t.list.turnOn}
                className=""
              />
            </td>
          </tr>
        )}
      </AdminTable>
      <AdminSection id="webhook-add" title={t.add.title}>
        <Form method="post" className="mt-4 max-w-2xl space-y-4">
          <input type="hidden" name="intent" value="add" />
          <InputField
            name="url"
            label={t.add.url}
            error={errorText(failed?.errors.url)}
            type="url"
            inputMode="url"
            autoComplete="off"
            defaultValue={failed?.url ?? ""}
            {...inputBounds(d.bounds.url)}
          />
          <FieldSet
            name="events"
            idPrefix="webhook"
            label={t.add.events}
            error={errorText(failed?.errors.events)}
          >
            {d.events.map((event) => (
              <label key={event.value} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="events"
                  value={event.value}
                  defaultChecked={
                    failed
                      ? failed.events.includes(event.value)
                      : event.value !== "application.received"
                  }
                />
                {event.label}
              </label>
            ))}
          </FieldSet>
          <button type="submit" className={buttonClass("primary")}>
            {t.add.submit}
          </button>
        </Form>
      </AdminSection>
    </div>
  );
}
