import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/legal.server";

const legal: Translation<typeof fr> = {
  meta: {
    title: "Legal notice: publisher and hosting details",
    description: `Legal notice of the ${company.name} website: publisher, registered office, enterprise and VAT numbers, hosting, intellectual property and liability.`,
  },
  hero: {
    title: "Legal notice",
    intro: "Who publishes this website, and the terms on which you may use its content.",
  },
  publisher: {
    title: "Website publisher",
    intro:
      "This website is published by the following company, as required by the Belgian Code of Economic Law:",
    labels: {
      name: "Company name",
      legalForm: "Legal form",
      office: "Registered office",
      enterpriseNumber: "Enterprise number (CBE/KBO)",
      vat: "VAT number",
      email: "E-mail",
      phone: "Phone",
      publisher: "Responsible publisher",
    },
  },
  hosting: {
    title: "Hosting",
    text: "{hosting}. Data sent through the contact form is stored on the same servers.",
  },
  intellectualProperty: {
    title: "Intellectual property",
    paragraphs: [
      "All content on this website (text, illustrations, diagrams, logos and layout) is protected by copyright and trademark law. It is the property of {company} or of third parties who have authorised its use.",
      "Any reproduction, publication, adaptation or distribution, in whole or in part, without prior written permission is prohibited. You may, however, quote short extracts from our technical blog articles provided you credit the source and link to the original page.",
      "Third-party trademarks and product names mentioned on this website, including Meura, remain the property of their respective owners.",
    ],
  },
  liability: {
    title: "Liability",
    paragraphs: [
      "We take great care over the information published on this website. It is provided for general purposes: technical values, references to standards and project examples do not replace a study of your own installation and are not contractually binding. Only our written quotations commit us.",
      "{company} cannot be held liable for any direct or indirect damage resulting from the use of this website or from being unable to access it, except in the case of wilful misconduct or gross negligence.",
      "This website contains links to third-party sites, including our social media pages. We have no control over their content and accept no responsibility for it.",
    ],
  },
  personalData: {
    title: "Personal data",
    text: "How we process the data you send us through the contact form is explained in our {link}.",
    link: "privacy policy",
  },
  law: {
    title: "Governing law",
    text: "This website and this legal notice are governed by Belgian law. In the event of a dispute that cannot be settled amicably, the courts with jurisdiction over the publisher's registered office have sole jurisdiction, without prejudice to mandatory consumer protection rules.",
  },
};

export default legal;
