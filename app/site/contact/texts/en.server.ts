import type { Translation } from "~/platform/i18n/translation";
import type fr from "./fr.server";

const contact: Translation<typeof fr> = {
  meta: {
    title: "Contact and quote request",
    description:
      "Tell us about your automation, piping, process skid or water treatment project: an engineer replies within two working days.",
  },
  hero: {
    title: "Let's talk about your project",
    intro:
      "A line extension, a skid to design, a compliance upgrade or a water treatment plant? Tell us what you need: an engineer replies within two working days.",
  },
  form: {
    title: "Send us a message",
    intro: "Fields marked with an asterisk are required.",
    name: "Full name",
    company: "Company",
    email: "Work email",
    phone: "Phone",
    phoneHint: "Optional: for a faster call back.",
    message: "Your project",
    messagePlaceholder: "Sector, type of installation, capacities, expected timing, site…",
    required: "required",
    submit: "Send message",
    submitting: "Sending...",
    privacy: "Your details are only used to answer your request.",
    privacyLink: "Read our privacy policy",
    honeypot: "Leave this field empty",
    attachments: "Drawings and documents",
    attachmentsHint:
      "Optional: up to 5 files, 25 MB in all (PDF, DWG, DXF, STEP, IGES, JPEG, PNG, XLSX, DOCX, ZIP).",
    attachmentsChosen: "Attached files:",
  },
  errors: {
    required: "This field is required.",
    tooLong: "This field is too long ({max} characters at most).",
    invalid: "This field contains characters that cannot be sent (control characters).",
    email: "Enter a valid email address, for example name@company.com.",
    phone: "Enter a valid phone number.",
    summary: "The form has errors: please correct the highlighted fields.",
    filesTooMany: "Attach 5 files at most: put them in a ZIP if needed.",
    filesTooLarge:
      "The files exceed 25 MB in all: attach the most important ones and we will ask you for the rest.",
    filesType:
      "“{file}” was not accepted: its content is not a PDF, DWG, DXF, STEP, IGES, JPEG, PNG, XLSX, DOCX or ZIP, or does not match its extension.",
    filesMalformed: "The files could not be received in full. Please try again.",
    filesAgain:
      "Everything else you typed is kept. Choose the files to attach again: the browser does not keep them.",
  },
  toast: {
    successTitle: "Message sent",
    errorTitle: "Message not sent",
    success: "Your message has been sent successfully. We will contact you shortly.",
    error: "An error occurred while sending your message. Please try again.",
    rateLimited:
      "You have sent several messages in a short time. Please try again in a few minutes or give us a call.",
    busy: "We are receiving many files right now. What you typed is kept: try again in a minute, or send your message without files.",
    unavailable:
      "Our messaging service is temporarily unavailable. Please try again shortly or give us a call.",
  },
  success: {
    title: "Thank you, we have received your message",
    text: "An engineer is reviewing your request and will get back to you within two working days, usually sooner.",
    filesRefused:
      "Your files could not be accepted today, however: our daily limit for files has been reached. An engineer will ask you for them when replying to your message.",
    again: "Send another message",
  },
  info: {
    title: "Contact details",
    address: "Address",
    phone: "Phone",
    email: "Email",
    hours: "Opening hours",
    area: "We work across Belgium and France, especially the Hauts-de-France region.",
  },
  reasons: {
    title: "Why choose us?",
    items: [
      "One point of contact from feasibility study to commissioning",
      "Engineers who understand your hygiene, safety and production constraints",
      "Deadlines met, planned around your production shutdowns",
      "Documented, compliant installations: CE, ATEX, PED, HACCP, GMP",
      "Technical support and maintenance after commissioning",
    ],
  },
  cta: {
    title: "Would you rather talk it through?",
    text: "Call us {hours}: you will speak directly to an engineer.",
    button: "Call us",
  },
  acknowledgement: {
    subject: "{company}: we have received your request (ref. {reference})",
    body: [
      "Hello,",
      "",
      "We have received your request, registered under reference {reference}. Thank you for your interest in {company}.",
      "",
      "What happens next? One of our engineers is reviewing your request and will get back to you within 48 working hours, usually sooner, by e-mail or by phone. If drawings, a process flow diagram or process data are needed to move forward, they will ask you for them then.",
      "",
      "You can reach us {hours} on {phone}. To add to your request, simply reply to this message, quoting reference {reference}.",
      "",
      "This automatic message deliberately does not repeat what you wrote. If you did not contact us, please ignore it: someone typed your address by mistake and you will not hear from us again.",
      "",
      "Kind regards,",
      "The {company} team",
    ].join("\n"),
  },
};

export default contact;
