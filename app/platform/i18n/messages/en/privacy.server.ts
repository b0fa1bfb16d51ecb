import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/privacy.server";

const privacy: Translation<typeof fr> = {
  meta: {
    title: "Privacy policy and data protection (GDPR)",
    description: `What the contact form collects, why, how long we keep it, your GDPR rights and what is stored in your browser: the ${company.name} privacy policy.`,
  },
  hero: {
    title: "Privacy policy",
    intro:
      "How we handle the data you share with us when you contact us through this website, and how to exercise your rights.",
  },
  updated: "Last updated: {date}",
  summary: {
    label: "Contents",
    text: "In short: we only use your data to answer your request, we never sell it, and this website uses no tracking cookies and no third-party analytics: it only counts how many times each page is read, keeping nothing that identifies you.",
  },
  controller: {
    title: "Data controller",
    intro:
      "The controller of your personal data, within the meaning of Regulation (EU) 2016/679 (GDPR), is:",
    enterpriseNumber: "Enterprise number: {number}",
    contact: "For any question about your data, write to us at {email}.",
  },
  data: {
    title: "Data we collect",
    intro: "When you send a request through the contact form, we receive:",
    items: [
      "your name;",
      "your company name;",
      "your e-mail address;",
      "your phone number, if you choose to give it (optional);",
      "your message;",
      "the interface language ({languages}) in which you filled in the form, so that we reply in that language;",
      "the date and time it was sent.",
    ],
    notes: [
      "We do not ask for any sensitive data: please do not include any in your message.",
      "To protect the form against abuse, your IP address is held in memory for a few minutes. It is not stored with your request.",
    ],
  },
  purposes: {
    title: "Purposes and legal bases",
    intro: "We process this data for the following purposes:",
    basisLabel: "Legal basis: ",
    items: [
      {
        purpose: "Answering your request and, where relevant, preparing a quotation",
        basis:
          "steps taken at your request prior to entering into a contract (GDPR Article 6(1)⁠(b)).",
      },
      {
        purpose: "Following up on your request and your project",
        basis:
          "our legitimate interest in maintaining relations with the businesses that contact us (GDPR Article 6(1)⁠(f)).",
      },
      {
        purpose: "Protecting the form against abuse and automated submissions",
        basis: "our legitimate interest in keeping the website secure (GDPR Article 6(1)⁠(f)).",
      },
    ],
    note: "Your data is never sold, rented out or used for profiling or automated decision-making. You will not receive a newsletter unless you ask for one.",
  },
  recipients: {
    title: "Recipients",
    paragraphs: [
      "Your data is accessible only to the {company} staff responsible for handling your request.",
      "Our e-mail service provider, which delivers your request to our inbox, and our hosting provider act as processors within the meaning of GDPR Article 28: they act solely on our instructions and are bound by confidentiality.",
      "When we connect the site to our customer-management software, your request or application is also sent to it, over an encrypted connection; that software's provider is then one of our processors too.",
      "Should a processor handle data outside the European Economic Area, the transfer would be covered by the European Commission's standard contractual clauses. Your data is not disclosed to any other third party unless required by law.",
    ],
  },
  retention: {
    title: "How long we keep your data",
    paragraphs: [
      "Prospect data is kept for {period} after our last exchange, then deleted.",
      "An application sent through the Careers page (with your CV and certificates) is kept for {applicationPeriod} after its last update, then deleted automatically with its files. You can ask for it to be erased at any time.",
      "If your request leads to an order, the data needed to perform the contract is kept for the duration of the business relationship, then for the periods required by accounting and tax law.",
    ],
  },
  rights: {
    title: "Your rights",
    intro: "Under Articles 15 to 21 of the GDPR, you have the following rights:",
    separator: ": ",
    items: [
      {
        name: "Access",
        description: "confirmation of whether we process your data, and a copy of it;",
      },
      {
        name: "Rectification",
        description: "correction of inaccurate or incomplete data;",
      },
      {
        name: "Erasure",
        description:
          "deletion of your data when it is no longer needed or the processing is not justified;",
      },
      {
        name: "Restriction",
        description: "temporary suspension of processing, for example while a dispute is checked;",
      },
      {
        name: "Objection",
        description:
          "objecting at any time, on grounds relating to your particular situation, to processing based on our legitimate interest;",
      },
      {
        name: "Portability",
        description:
          "receiving the data you gave us in a structured, machine-readable format, or having it sent to another controller.",
      },
    ],
    exercise:
      "To exercise these rights, write to us at {email} stating your request. We reply within one month. If we have reasonable doubts about your identity, we may ask you for proof of it.",
  },
  complaint: {
    title: "Complaints to the supervisory authority",
    intro:
      "If you believe that the processing of your data breaks the rules, you can lodge a complaint with the Belgian Data Protection Authority:",
    authority: {
      name: "Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données)",
      street: "Rue de la Presse 35",
      city: "1000 Brussels",
      website: "www.dataprotectionauthority.be",
      websiteHref: "https://www.dataprotectionauthority.be",
    },
    france:
      "If you live in France, you may also contact the Commission nationale de l'informatique et des libertés (CNIL). Feel free to contact us first: most questions are easily resolved.",
  },
  storage: {
    title: "Cookies and browser storage",
    paragraphs: [
      "This website sets no tracking, advertising or audience measurement cookies and uses no third-party analytics tools. It uses no web font: text is shown in the fonts already installed on your device, and everything else (images, style sheets, scripts) comes from our own server, so your visit triggers no request to any third-party service.",
      "Our server counts the pages read itself, without cookies or scripts: for each page and each day, the number of views and, when you arrive from another website, that website's name alone (for example “www.google.com”, never the address of the page). These counters keep neither your IP address, nor any identifier, nor the description of your browser: they cannot recognise anyone. Known bots, and pages your browser loads ahead, are not counted.",
      "The only item stored in your browser is the key {key} with the value {value}, in local storage (localStorage), when you click “Accept” on the information notice. Its sole purpose is to stop showing that notice, and it is never sent to our server.",
      "You can delete it at any time by clearing this website's data in your browser settings; the notice will then appear again.",
    ],
  },
  security: {
    title: "Security",
    paragraphs: [
      "Traffic between your browser and the website is encrypted (HTTPS). Contact requests are stored in a database hosted in the European Union, accessible only to authorised staff.",
      "We apply appropriate technical and organisational measures, including strict security headers, rate limiting against abuse and restricted access to data. As no system is infallible, we will notify you and the supervisory authority of any personal data breach likely to put you at risk, under the conditions laid down by the GDPR.",
    ],
  },
  changes: {
    title: "Changes to this policy",
    text: "We may update this policy to reflect changes to the website or to the law. The date of the last update is shown at the top of this page.",
  },
};

export default privacy;
