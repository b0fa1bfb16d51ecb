import { adminRequest, parseId, readForm } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { redirectDone } from "~/admin/shell/done.server";
import { resendDelivery } from "../webhook-queue.server";
import type { Route } from "./+types/lead-webhook-resend";

// The leads roles (app/platform/navigation/back-office-access.ts: /leads/...).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** "Send again" on the lead page: the message, with its webhook-id, due now; back to the page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, path, audit } = await adminRequest({ request, context });
  const leadId = parseId(params.id);
  const page = path(`/leads/${leadId ?? 0}`);
  const delivery = (await readForm(request))("delivery");
  const queued =
    leadId !== undefined &&
    /^msg_[\w-]{1,64}$/.test(delivery) &&
    (await resendDelivery(db, delivery, leadId));
  if (queued) {
    await audit({
      action: "webhook_resent",
      target: `#${leadId}: ${delivery}`,
      object: { type: "lead", id: leadId },
    });
  }
  throw redirectDone(page, queued ? "resent" : "busy", {}, "#lead-webhooks");
}
