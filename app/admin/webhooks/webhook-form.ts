import { z } from "zod";
import { webhookEvents } from "./webhook-events";

/** The back office's form to add an endpoint: its address and at least one event. */
export const endpointSchema = z.object({
  url: z.string().trim().min(1, "required").max(500, "tooLong"),
  events: z.array(z.enum(webhookEvents, "events")).min(1, "events"),
});
