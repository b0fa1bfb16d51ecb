import { company } from "../../../content/company";
import type { Translation } from "../../translation";
import type fr from "../fr/legal.server";

const legal: Translation<typeof fr> = {
  meta: {
    title: "Wettelijke vermeldingen: uitgever en hosting",
    description: `Wettelijke vermeldingen van de website van ${company.name}: uitgever, maatschappelijke zetel, ondernemings- en btw-nummer, hosting, intellectuele eigendom en aansprakelijkheid.`,
  },
  hero: {
    title: "Wettelijke vermeldingen",
    intro: "Wie deze website uitgeeft en onder welke voorwaarden u de inhoud ervan mag gebruiken.",
  },
  publisher: {
    title: "Uitgever van de website",
    intro:
      "Deze website wordt uitgegeven door de volgende vennootschap, overeenkomstig het Wetboek van economisch recht:",
    labels: {
      name: "Naam van de vennootschap",
      legalForm: "Rechtsvorm",
      office: "Maatschappelijke zetel",
      enterpriseNumber: "Ondernemingsnummer (KBO)",
      vat: "Btw-nummer",
      email: "E-mail",
      phone: "Telefoon",
      publisher: "Verantwoordelijke uitgever",
    },
  },
  hosting: {
    title: "Hosting",
    text: "{hosting}. De gegevens die u via het contactformulier verstuurt, worden op dezelfde servers bewaard.",
  },
  intellectualProperty: {
    title: "Intellectuele eigendom",
    paragraphs: [
      "Alle inhoud van deze website (teksten, illustraties, schema's, logo's en opmaak) is beschermd door het auteursrecht en het merkenrecht. Deze inhoud is eigendom van {company} of van derden die het gebruik ervan hebben toegestaan.",
      "Elke volledige of gedeeltelijke reproductie, weergave, bewerking of verspreiding zonder voorafgaande schriftelijke toestemming is verboden. U mag wel korte fragmenten uit de artikels van de technische blog citeren, met vermelding van de bron en een link naar de oorspronkelijke pagina.",
      "Merken en productnamen van derden die op deze website vermeld worden, waaronder Meura, blijven eigendom van hun respectieve houders.",
    ],
  },
  liability: {
    title: "Aansprakelijkheid",
    paragraphs: [
      "We besteden de grootste zorg aan de informatie op deze website. Ze is van algemene aard: technische waarden, verwijzingen naar normen en voorbeelden van realisaties vervangen geen studie van uw installatie en zijn niet contractueel bindend. Alleen onze schriftelijke offertes binden ons.",
      "{company} kan niet aansprakelijk worden gesteld voor rechtstreekse of onrechtstreekse schade die voortvloeit uit het gebruik van deze website of uit de onmogelijkheid om ze te raadplegen, behalve bij opzettelijke of zware fout.",
      "Deze website bevat links naar websites van derden, onder meer naar onze pagina's op sociale netwerken. We hebben geen controle over hun inhoud en wijzen elke aansprakelijkheid daarvoor af.",
    ],
  },
  personalData: {
    title: "Persoonsgegevens",
    text: "Hoe we de gegevens verwerken die u ons via het contactformulier bezorgt, leest u in ons {link}.",
    link: "privacybeleid",
  },
  law: {
    title: "Toepasselijk recht",
    text: "Deze website en deze wettelijke vermeldingen vallen onder het Belgische recht. Bij een geschil dat niet in der minne geregeld kan worden, zijn uitsluitend de rechtbanken van het rechtsgebied van de maatschappelijke zetel van de uitgever bevoegd, onverminderd de dwingende regels die consumenten beschermen.",
  },
};

export default legal;
