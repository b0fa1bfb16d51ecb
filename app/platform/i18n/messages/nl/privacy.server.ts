import type { Translation } from "../../translation";
import type fr from "../fr/privacy.server";

const privacy: Translation<typeof fr> = {
  meta: {
    title: "Privacybeleid en gegevensbescherming",
    description:
      "Gegevens van het contactformulier, doeleinden, bewaartermijn, uw rechten onder de AVG en opslag in de browser: ons privacybeleid.",
  },
  hero: {
    title: "Privacybeleid",
    intro:
      "Hoe we de gegevens verwerken die u ons toevertrouwt wanneer u via deze website contact met ons opneemt, en hoe u uw rechten uitoefent.",
  },
  updated: "Laatst bijgewerkt: {date}",
  summary: {
    label: "Inhoud",
    text: "Kort samengevat: we gebruiken uw gegevens alleen om uw aanvraag te beantwoorden, we verkopen ze niet, en deze website gebruikt geen trackingcookies en geen statistiektools van derden: ze telt alleen hoe vaak elke pagina gelezen wordt, zonder iets te bewaren waarmee u herkend kan worden.",
  },
  controller: {
    title: "Verwerkingsverantwoordelijke",
    intro:
      "De verwerkingsverantwoordelijke voor uw persoonsgegevens, in de zin van Verordening (EU) 2016/679 (AVG), is:",
    enterpriseNumber: "Ondernemingsnummer: {number}",
    contact: "Voor elke vraag over uw gegevens kunt u ons schrijven op {email}.",
  },
  data: {
    title: "Welke gegevens we verzamelen",
    intro: "Wanneer u een aanvraag verstuurt via het contactformulier, ontvangen we:",
    items: [
      "uw naam;",
      "de naam van uw bedrijf;",
      "uw e-mailadres;",
      "uw telefoonnummer, als u ervoor kiest het in te vullen (niet verplicht);",
      "uw bericht;",
      "de taal van de website ({languages}) waarin u het formulier hebt ingevuld, zodat we u in die taal kunnen antwoorden;",
      "de datum en het tijdstip van verzending.",
    ],
    notes: [
      "We vragen u geen gevoelige gegevens: gelieve die ook niet in uw bericht te vermelden.",
      "Om het formulier te beschermen tegen misbruik wordt uw IP-adres enkele minuten in het werkgeheugen gebruikt. Het wordt niet samen met uw aanvraag bewaard.",
    ],
  },
  purposes: {
    title: "Doeleinden en rechtsgronden",
    intro: "We verwerken deze gegevens voor de volgende doeleinden:",
    basisLabel: "Rechtsgrond: ",
    items: [
      {
        purpose: "Uw aanvraag beantwoorden en, indien nodig, een offerte opmaken",
        basis: "precontractuele maatregelen die op uw verzoek worden genomen (artikel 6.1.b AVG).",
      },
      {
        purpose: "Uw aanvraag en uw project opvolgen",
        basis:
          "ons gerechtvaardigd belang om de relatie te onderhouden met bedrijven die contact met ons opnemen (artikel 6.1.f AVG).",
      },
      {
        purpose: "Het formulier beschermen tegen misbruik en geautomatiseerde verzendingen",
        basis: "ons gerechtvaardigd belang om de website te beveiligen (artikel 6.1.f AVG).",
      },
    ],
    note: "Uw gegevens worden niet verkocht, niet verhuurd en niet gebruikt voor profilering of geautomatiseerde besluitvorming. U ontvangt geen nieuwsbrief zonder dat u erom gevraagd hebt.",
  },
  recipients: {
    title: "Ontvangers",
    paragraphs: [
      "Uw gegevens zijn alleen toegankelijk voor de personeelsleden van {company} die uw aanvraag behandelen.",
      "Onze e-maildienst, die uw aanvraag naar onze inbox brengt, en onze hostingprovider treden op als verwerkers in de zin van artikel 28 AVG: ze handelen uitsluitend volgens onze instructies en zijn tot vertrouwelijkheid verplicht.",
      "Als we de site koppelen aan onze software voor klantenbeheer, wordt uw aanvraag of sollicitatie ook daarheen verstuurd, via een versleutelde verbinding; de leverancier van die software is dan eveneens onze verwerker.",
      "Mocht een verwerker gegevens buiten de Europese Economische Ruimte verwerken, dan gebeurt die doorgifte op basis van de standaardcontractbepalingen van de Europese Commissie. Uw gegevens worden aan geen enkele andere derde meegedeeld, behalve als de wet dat oplegt.",
    ],
  },
  retention: {
    title: "Bewaartermijn",
    paragraphs: [
      "De gegevens van een prospect worden {period} bewaard vanaf ons laatste contact en daarna gewist.",
      "Een sollicitatie via de pagina Vacatures (met uw cv en certificaten) wordt {applicationPeriod} bewaard na de laatste wijziging en daarna automatisch gewist, samen met de bestanden. U kunt op elk moment vragen om ze te wissen.",
      "Leidt uw aanvraag tot een bestelling, dan worden de gegevens die nodig zijn om het contract uit te voeren bewaard zolang de zakelijke relatie loopt, en daarna gedurende de termijnen die de boekhoud- en fiscale wetgeving oplegt.",
    ],
  },
  rights: {
    title: "Uw rechten",
    intro: "Overeenkomstig de artikelen 15 tot 21 AVG hebt u de volgende rechten:",
    separator: ": ",
    items: [
      {
        name: "Inzage",
        description:
          "de bevestiging krijgen dat we uw gegevens verwerken, en er een kopie van ontvangen;",
      },
      {
        name: "Rectificatie",
        description: "onjuiste of onvolledige gegevens laten verbeteren;",
      },
      {
        name: "Wissing",
        description:
          "uw gegevens laten wissen wanneer ze niet langer nodig zijn of de verwerking niet gerechtvaardigd is;",
      },
      {
        name: "Beperking",
        description:
          "de verwerking tijdelijk laten stopzetten, bijvoorbeeld zolang een betwisting wordt nagegaan;",
      },
      {
        name: "Bezwaar",
        description:
          "u op elk moment verzetten tegen een verwerking op basis van ons gerechtvaardigd belang, om redenen die verband houden met uw specifieke situatie;",
      },
      {
        name: "Overdraagbaarheid",
        description:
          "de gegevens die u ons bezorgd hebt ontvangen in een gestructureerd, machineleesbaar formaat, of ze laten doorsturen naar een andere verwerkingsverantwoordelijke.",
      },
    ],
    exercise:
      "Om deze rechten uit te oefenen, schrijft u ons op {email} met een omschrijving van uw verzoek. We antwoorden binnen een maand. Bij redelijke twijfel over uw identiteit kunnen we u om een bewijs vragen.",
  },
  complaint: {
    title: "Klacht bij de toezichthoudende autoriteit",
    intro:
      "Bent u van oordeel dat de verwerking van uw gegevens de regelgeving niet naleeft, dan kunt u een klacht indienen bij de Gegevensbeschermingsautoriteit:",
    authority: {
      name: "Gegevensbeschermingsautoriteit (GBA)",
      street: "Drukpersstraat 35",
      city: "1000 Brussel",
      website: "www.gegevensbeschermingsautoriteit.be",
      websiteHref: "https://www.gegevensbeschermingsautoriteit.be",
    },
    france:
      "Woont u in Frankrijk, dan kunt u zich ook wenden tot de Commission nationale de l'informatique et des libertés (CNIL). Aarzel niet om eerst ons te contacteren: de meeste vragen zijn eenvoudig op te lossen.",
  },
  storage: {
    title: "Cookies en opslag in de browser",
    paragraphs: [
      "Deze website plaatst geen tracking-, advertentie- of statistiekcookies en gebruikt geen analysetools van derden. Er worden geen webfonts geladen: de teksten verschijnen in de lettertypes die al op uw toestel staan, en al de rest (afbeeldingen, stylesheets, scripts) komt van onze eigen server. Uw bezoek stuurt dus geen enkel verzoek naar een dienst van derden.",
      "Onze server telt zelf de gelezen pagina's, zonder cookies of scripts: per pagina en per dag hoe vaak ze gelezen werd en, als u van een andere website komt, alleen de naam van die website (bijvoorbeeld “www.google.com”, nooit het adres van de pagina). Die tellers bewaren uw IP-adres niet, en ook geen identificatie of beschrijving van uw browser: ze laten niet toe iemand te herkennen. Gekende robots en pagina's die uw browser vooraf laadt, worden niet geteld.",
      "Het enige wat in uw browser wordt opgeslagen, is de sleutel {key} met de waarde {value}, in de lokale opslag (localStorage), wanneer u in de informatiemelding op “Akkoord” klikt. Die dient alleen om de melding niet meer te tonen en wordt nooit naar onze server gestuurd.",
      "U kunt ze op elk moment verwijderen door de gegevens van deze website te wissen in de instellingen van uw browser; de melding verschijnt dan opnieuw.",
    ],
  },
  security: {
    title: "Beveiliging",
    paragraphs: [
      "Het verkeer tussen uw browser en de website is versleuteld (HTTPS). Contactaanvragen worden bewaard in een database die in de Europese Unie gehost wordt en alleen toegankelijk is voor bevoegd personeel.",
      "We nemen passende technische en organisatorische maatregelen, onder meer strikte beveiligingsheaders, een beperking op misbruik van het formulier en beperkte toegang tot de gegevens. Geen enkel systeem is onfeilbaar: bij een gegevenslek dat een risico voor u kan inhouden, brengen we u en de toezichthoudende autoriteit op de hoogte, onder de voorwaarden van de AVG.",
    ],
  },
  changes: {
    title: "Wijzigingen aan dit beleid",
    text: "We kunnen dit beleid aanpassen wanneer de website of de regelgeving verandert. De datum van de laatste wijziging staat bovenaan deze pagina.",
  },
};

export default privacy;
