import type { Translation } from "../../translation";
import type fr from "../fr/careers.server";

const careers: Translation<typeof fr> = {
  meta: {
    title: "Careers: join our engineering teams",
    description:
      "Automation engineers, piping site supervisors, process draughtsmen: our open positions in Belgium, and the spontaneous application.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Build production lines with us",
    intro:
      "We design, install and commission plants for food, pharmaceuticals and water. We are looking for people on site and in the design office who like to see a line start.",
  },
  cta: {
    title: "A question about a position?",
    text: "Write or call us: we are glad to answer before you apply.",
    button: "Contact us",
  },
  list: {
    title: "Open positions",
    empty: "No position is open at the moment. Your spontaneous application is still welcome.",
    place: "Location",
    contract: "Contract",
    validThrough: "Until",
    read: "Read the post",
  },
  contracts: {
    permanent: "Permanent",
    fixedTerm: "Fixed-term",
    temporary: "Temporary",
    internship: "Internship",
  },
  spontaneous: {
    title: "Spontaneous application",
    intro:
      "No post matches your profile? Introduce yourself: we read every application and keep it in mind for the projects ahead.",
    cta: "Send a spontaneous application",
    metaTitle: "Spontaneous application",
    metaDescription:
      "Send your CV and a few words about your career, even if no post matches today.",
  },
  post: {
    back: "All open positions",
    posted: "Posted on",
    job: "The job",
    profile: "Your profile",
    offer: "What we offer",
    apply: "Apply",
    applyIntro: "Send us your CV and, if you wish, your certificates. We answer every application.",
  },
  closed: {
    title: "This post is closed",
    text: "The position is no longer open. See the open positions or send a spontaneous application.",
    link: "See the open positions",
  },
  notFound: {
    title: "Post not found",
    text: "This post does not exist, or no longer does.",
  },
  form: {
    title: "Your application",
    name: "Full name",
    email: "E-mail address",
    phone: "Phone (optional)",
    message: "A few words about you",
    messageHint: "Your career, when you could start, what draws you to this job.",
    files: "CV and certificates",
    filesHint: "PDF or Word, 10 MB in all, 5 files at most.",
    consent: "I agree that {company} keeps my application to process it, for {retention} at most.",
    privacy: "See the privacy policy",
    honeypot: "Leave this field empty",
    submit: "Send my application",
    required: "required",
    errorSummary:
      "Your application was not sent. Correct what is marked below: everything else is kept.",
    filesAgain: "For security, the browser does not keep files: please attach them again.",
    errors: {
      required: "This field is required.",
      tooLong: "This text is too long.",
      email: "This e-mail address is not valid.",
      phone: "This phone number is not valid.",
      invalid: "This text contains characters we cannot accept.",
      consent: "We need your consent to process your application.",
      tooLarge: "The files exceed 10 MB in all. Send a lighter CV or fewer documents.",
      tooMany: "Five files at most, please.",
      type: "Only PDF and Word files are accepted ({file}).",
      malformed: "The files could not be read. Please try again.",
      budget: "Your application is stored, but not your files: please send them by e-mail.",
      busy: "Many uploads right now. Please try again in a minute.",
      rateLimited: "Too many submissions from your connection. Please try again later.",
      unavailable: "The service is briefly unavailable. Please try again in a few minutes.",
      closed:
        "This position closed in the meantime. You can send the same application as a spontaneous one: everything you typed is kept.",
    },
    sent: {
      title: "Thank you, your application has arrived",
      text: "We have sent you an acknowledgement. We will get back to you within two weeks.",
    },
  },
  acknowledgement: {
    subject: "Your application at {company}",
    body: "Hello,\n\nWe have received your application ({post}), thank you. We read it carefully and will get back to you within two weeks.\n\nYour data is kept for {retention} at most; you can ask for it to be erased at any time by replying to this message.\n\nThe recruitment team of {company}",
    spontaneous: "spontaneous application",
  },
  samples: [
    {
      slug: "automation-engineer-plc-scada",
      title: "Automation engineer PLC/SCADA (M/F/X)",
      summary:
        "Program and commission the PLCs and supervision of food and pharmaceutical lines, from the design office to the start-up at the client's.",
      job: "Functional analysis and programming of Siemens S7-⁠1500 (TIA Portal) and Rockwell ControlLogix PLCs.\nSupervision screens in WinCC Unified and Ignition.\nFactory acceptance tests (FAT) on our test bench, then site acceptance (SAT) with our fitters.\nQualification documents for pharmaceutical clients (GAMP 5).\nSupport to clients after start-up, remotely and on site.",
      profile:
        "Master's or bachelor's degree in automation, electromechanics or electrical engineering.\nAt least three years of PLC programming, ideally on batch processes (ISA-⁠88).\nAt ease on site as in the office, in French; technical English is an asset, Dutch too.\nDriving licence: our sites are in Belgium and northern France (two or three nights a month away).",
      offer:
        "A permanent contract in a team of twelve engineers and technicians.\nA company car with fuel card, meal vouchers and hospital insurance.\nCertified training (Siemens, Rockwell, machine safety).\nVaried projects, from the craft brewery to the pharmaceutical skid.",
    },
    {
      slug: "industrial-piping-site-supervisor",
      title: "Industrial piping site supervisor (M/F/X)",
      summary:
        "Lead a team of pipe fitters and welders on hygienic stainless-steel sites, from preparation to the as-built file.",
      job: "Prepare the site with the design office: isometrics, material lists, schedule.\nLead a team of four to eight pipe fitters and orbital TIG welders.\nKeep the site safe (VCA) and clean in food-grade areas.\nFollow the inspections: weld endoscopy, hydrostatic tests, passivation.\nKeep the traceability file (3.1 material certificates, weld logs).",
      profile:
        "At least five years in industrial piping, two of them as team leader.\nAt ease with isometrics and P&IDs; knowing 316L stainless steel and EN 10357 is a plus.\nVCA VOL (or ready to obtain it).\nOrganised, and good with clients.",
      offer:
        "A permanent contract with company car and phone.\nSites within 150 km of Tournai.\nEnd-of-site bonus, meal vouchers, group insurance.\nA stable team, working with its own qualified welders.",
    },
    {
      slug: "process-draughtsman",
      title: "Process draughtsman (M/F/X)",
      summary: "Draw the P&IDs, 3D layouts and isometrics of the plants our teams install.",
      job: "Draw P&IDs from the process engineer's balances.\nModel layouts in 3D (AutoCAD Plant 3D) from laser surveys.\nExtract isometrics and material lists for the workshop and the site.\nUpdate drawings as built after commissioning.",
      profile:
        "Bachelor's degree in construction, electromechanics or industrial drawing, or equivalent experience.\nFluent in AutoCAD; Plant 3D or a similar 3D piping tool.\nCareful with revisions and change tracking.\nMotivated beginners welcome: we train in-house.",
      offer:
        "A permanent contract, 38 hours a week, flexible hours and one day a week from home.\nA seat in the Tournai design office, with site visits to see what you draw.\nMeal vouchers, eco vouchers, hospital insurance.\nAutoCAD Plant 3D training paid for.",
    },
  ],
};

export default careers;
