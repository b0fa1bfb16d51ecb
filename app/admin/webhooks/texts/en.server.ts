import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./fr.server";

const adminWebhooks: Translation<typeof fr> = {
  title: "Webhooks",
  intro:
    "Requests sent to the company's own tools (a CRM) as they arrive, signed in the Standard Webhooks format. An https address; the secret is shown once.",
  events: {
    "request.received": "Request received",
    "request.status_changed": "Request status changed",
    "application.received": "Application received",
  },
  list: {
    caption: "Addresses called",
    url: "Address",
    events: "Events",
    state: "State",
    actions: "Actions",
    none: "No address yet.",
    on: "On",
    off: "Off",
    gone: "Off: the address answered 410 Gone",
    failing: "Failing since {since}",
    test: "Send a test",
    turnOff: "Turn off",
    turnOn: "Turn on",
  },
  add: {
    title: "Add an address",
    url: "Address (https://…)",
    events: "Events to send",
    submit: "Add",
  },
  errors: {
    required: "Enter an address.",
    tooLong: "This address is too long.",
    invalid: "This address is not valid.",
    scheme: "Only https:// addresses are accepted.",
    private: "This address leads to a private network or to this machine: it is refused.",
    unresolved: "This domain name does not exist.",
    events: "Choose at least one event.",
    secretsKey:
      "The server has no key to keep the secret with (SECRETS_KEY): ask whoever runs the server.",
  },
  done: {
    added:
      "Address added. Here is its secret, shown only once: copy it into the tool that receives the messages.",
    tested: "Test message queued: its state shows below within a few seconds.",
    off: "Address turned off.",
    on: "Address turned on.",
  },
  secretLabel: "Signing secret",
  lastTest: "Last test",
  lead: {
    title: "Sent to the company's tools (webhooks)",
    intro: "Each address that receives this request, and how its delivery stands.",
    caption: "This request's messages",
    endpoint: "Address",
    event: "Event",
    state: "State",
    attempts: "Attempts",
    lastAnswer: "Last answer",
    none: "Nothing sent for this request.",
    states: { sent: "Sent", retrying: "Retrying", failed: "Failed", sending: "Sending" },
    sendAgain: "Send again",
    resent: "The message leaves again (same id: a tool that had it drops the duplicate).",
    resendBusy: "This message is being sent: try again in a moment.",
    vcard: "Download the contact card (vCard)",
  },
  mail: {
    gone: {
      subject: "Webhook turned off: the address is gone",
      text: "The address {url} answered 410 Gone: the site no longer calls it. Turn it on again or replace it in the back office, Webhooks page.",
    },
    failing: {
      subject: "Webhook failing for 3 days",
      text: "The address {url} has refused the site's messages for 3 days. The requests stay in the back office; check the tool that receives them, then use “Send again” on the requests concerned.",
    },
  },
};

export default adminWebhooks;
