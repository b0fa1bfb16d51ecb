import type { Translation } from "~/platform/i18n/translation";
import type fr from "./fr.server";

const contact: Translation<typeof fr> = {
  meta: {
    title: "Contact en offerteaanvraag",
    description:
      "Beschrijf uw project in automatisering, leidingwerk, processkids of waterbehandeling: binnen 48 werkuren antwoordt een ingenieur u.",
  },
  hero: {
    title: "Laten we uw project bespreken",
    intro:
      "Een lijnuitbreiding, een skid die ontworpen moet worden, een conformiteitsproject of een waterbehandelingsinstallatie? Beschrijf ons uw behoefte: binnen 48 werkuren antwoordt een ingenieur u.",
  },
  form: {
    title: "Stuur ons een bericht",
    intro: "Velden met een sterretje zijn verplicht.",
    name: "Voornaam en naam",
    company: "Bedrijf",
    email: "Zakelijk e-mailadres",
    phone: "Telefoon",
    phoneHint: "Niet verplicht: zo kunnen we u sneller terugbellen.",
    message: "Uw project",
    messagePlaceholder:
      "Sector, type installatie, capaciteiten, gewenste timing, betrokken vestiging…",
    required: "verplicht",
    submit: "Bericht versturen",
    submitting: "Bezig met versturen...",
    privacy: "Uw gegevens dienen alleen om uw aanvraag te beantwoorden.",
    privacyLink: "Lees ons privacybeleid",
    honeypot: "Dit veld niet invullen",
    attachments: "Plannen en documenten",
    attachmentsHint:
      "Niet verplicht: tot 5 bestanden, samen 25 MB (PDF, DWG, DXF, STEP, IGES, JPEG, PNG, XLSX, DOCX, ZIP).",
    attachmentsChosen: "Bijgevoegde bestanden:",
  },
  errors: {
    required: "Dit veld is verplicht.",
    tooLong: "Dit veld is te lang (maximaal {max} tekens).",
    invalid: "Dit veld bevat tekens die niet verstuurd kunnen worden (stuurtekens).",
    email: "Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.be.",
    phone: "Vul een geldig telefoonnummer in.",
    summary: "Het formulier bevat fouten: verbeter de aangeduide velden.",
    filesTooMany: "Voeg maximaal 5 bestanden toe: bundel ze zo nodig in een ZIP.",
    filesTooLarge:
      "De bestanden zijn samen groter dan 25 MB: voeg de belangrijkste toe, de andere vragen we u later.",
    filesType:
      "“{file}” werd niet aanvaard: de inhoud is geen PDF, DWG, DXF, STEP, IGES, JPEG, PNG, XLSX, DOCX of ZIP, of komt niet overeen met de extensie.",
    filesMalformed: "De bestanden konden niet volledig ontvangen worden. Probeer het opnieuw.",
    filesAgain:
      "De rest van uw invoer blijft bewaard. Kies de bestanden opnieuw: de browser houdt ze niet bij.",
  },
  toast: {
    successTitle: "Bericht verstuurd",
    errorTitle: "Versturen mislukt",
    success: "Uw bericht is goed verstuurd. We nemen zeer binnenkort contact met u op.",
    error: "Er is een fout opgetreden bij het versturen van uw bericht. Probeer het opnieuw.",
    rateLimited:
      "U hebt op korte tijd verschillende berichten verstuurd. Probeer het over enkele minuten opnieuw of bel ons.",
    busy: "We ontvangen op dit moment veel bestanden. Uw invoer blijft bewaard: probeer het over een minuut opnieuw, of verstuur uw bericht zonder bestanden.",
    unavailable:
      "Onze e-maildienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw of bel ons.",
  },
  success: {
    title: "Bedankt, we hebben uw bericht goed ontvangen",
    text: "Een ingenieur bestudeert uw aanvraag en neemt binnen 48 werkuren contact met u op, meestal sneller.",
    filesRefused:
      "Uw bestanden konden vandaag echter niet aanvaard worden: onze daglimiet voor bestanden is bereikt. Wanneer we op uw bericht antwoorden, vragen we ze u opnieuw.",
    again: "Nog een bericht versturen",
  },
  info: {
    title: "Onze gegevens",
    address: "Adres",
    phone: "Telefoon",
    email: "E-mail",
    hours: "Openingsuren",
    area: "Opdrachten in België en Frankrijk, vooral in Hauts-de-France.",
  },
  reasons: {
    title: "Waarom voor ons kiezen?",
    items: [
      "Eén aanspreekpunt, van voorontwerp tot opstart",
      "Ingenieurs die uw eisen op het vlak van hygiëne, veiligheid en productie kennen",
      "Termijnen die gehaald worden, gepland rond uw productiestilstanden",
      "Gedocumenteerde installaties, ontworpen volgens de eisen van CE, ATEX, PED, HACCP en GMP",
      "Technische ondersteuning en onderhoud na de opstart",
    ],
  },
  cta: {
    title: "Bespreekt u het liever mondeling?",
    text: "Bel ons {hours}: u hebt meteen een ingenieur aan de lijn.",
    button: "Bellen",
  },
  acknowledgement: {
    subject: "{company}: we hebben uw aanvraag goed ontvangen (ref. {reference})",
    body: [
      "Beste,",
      "",
      "We hebben uw contactaanvraag goed ontvangen onder referentie {reference}. Bedankt voor uw interesse in {company}.",
      "",
      "Hoe gaat het nu verder? Een ingenieur van ons team bestudeert uw aanvraag en neemt binnen 48 werkuren contact met u op, meestal sneller, per e-mail of telefonisch. Zijn er plannen, een principeschema of procesgegevens nodig om verder te kunnen, dan vragen we u die op dat moment.",
      "",
      "U kunt ons {hours} bereiken op {phone}. Wilt u uw aanvraag aanvullen, antwoord dan gewoon op dit bericht en vermeld de referentie {reference}.",
      "",
      "Dit automatische bericht herhaalt bewust de inhoud van uw aanvraag niet. Hebt u ons niets gestuurd, negeer het dan: iemand heeft uw adres per vergissing ingevuld en u ontvangt verder niets van ons.",
      "",
      "Met vriendelijke groeten,",
      "Het team van {company}",
    ].join("\n"),
  },
};

export default contact;
