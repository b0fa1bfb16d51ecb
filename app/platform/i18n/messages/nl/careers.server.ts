import type { Translation } from "../../translation";
import type fr from "../fr/careers.server";

const careers: Translation<typeof fr> = {
  meta: {
    title: "Vacatures: kom bij onze engineeringteams",
    description:
      "Automatiseerders, werfleiders leidingwerk, procestekenaars: onze openstaande vacatures in België en de spontane sollicitatie.",
  },
  hero: {
    eyebrow: "Vacatures",
    title: "Bouw met ons productielijnen",
    intro:
      "Wij ontwerpen, monteren en nemen installaties in dienst voor voeding, farma en water. We zoeken mensen op de werf en op het studiebureau die graag een lijn zien opstarten.",
  },
  cta: {
    title: "Een vraag over een vacature?",
    text: "Schrijf of bel ons: we beantwoorden graag uw vragen voor u solliciteert.",
    button: "Neem contact op",
  },
  list: {
    title: "Openstaande vacatures",
    empty: "Er staat op dit moment geen vacature open. Een spontane sollicitatie blijft welkom.",
    place: "Plaats",
    contract: "Contract",
    validThrough: "Tot",
    read: "Lees de vacature",
  },
  contracts: {
    permanent: "Vast contract",
    fixedTerm: "Bepaalde duur",
    temporary: "Uitzendwerk",
    internship: "Stageovereenkomst",
  },
  spontaneous: {
    title: "Spontane sollicitatie",
    intro:
      "Geen vacature die bij uw profiel past? Stel u voor: we lezen elke sollicitatie en houden ze in gedachten voor komende projecten.",
    cta: "Spontaan solliciteren",
    metaTitle: "Spontane sollicitatie",
    metaDescription:
      "Stuur uw cv en een paar woorden over uw loopbaan, ook als er vandaag geen vacature bij past.",
  },
  post: {
    back: "Alle openstaande vacatures",
    posted: "Gepubliceerd op",
    job: "De functie",
    profile: "Uw profiel",
    offer: "Wat wij bieden",
    apply: "Solliciteren",
    applyIntro:
      "Stuur ons uw cv en, als u wilt, uw certificaten. We antwoorden op elke sollicitatie.",
  },
  closed: {
    title: "Deze vacature is afgesloten",
    text: "De functie staat niet meer open. Bekijk de openstaande vacatures of solliciteer spontaan.",
    link: "Bekijk de openstaande vacatures",
  },
  notFound: {
    title: "Vacature niet gevonden",
    text: "Deze vacature bestaat niet (meer).",
  },
  form: {
    title: "Uw sollicitatie",
    name: "Voor- en achternaam",
    email: "E-mailadres",
    phone: "Telefoon (niet verplicht)",
    message: "Een paar woorden over uzelf",
    messageHint: "Uw loopbaan, wanneer u kunt beginnen, wat u aantrekt in deze functie.",
    files: "Cv en certificaten",
    filesHint: "PDF of Word, 10 MB in totaal, hoogstens 5 bestanden.",
    consent:
      "Ik ga ermee akkoord dat {company} mijn sollicitatie bewaart om ze te behandelen, hoogstens {retention}.",
    privacy: "Zie de privacyverklaring",
    honeypot: "Laat dit veld leeg",
    submit: "Mijn sollicitatie versturen",
    required: "verplicht",
    errorSummary:
      "Uw sollicitatie is niet verstuurd. Verbeter wat hieronder gemeld wordt: de rest blijft bewaard.",
    filesAgain: "Om veiligheidsredenen onthoudt de browser geen bestanden: voeg ze opnieuw toe.",
    errors: {
      required: "Dit veld is verplicht.",
      tooLong: "Deze tekst is te lang.",
      email: "Dit e-mailadres is niet geldig.",
      phone: "Dit telefoonnummer is niet geldig.",
      invalid: "Deze tekst bevat tekens die we niet aanvaarden.",
      consent: "We hebben uw toestemming nodig om uw sollicitatie te behandelen.",
      tooLarge: "De bestanden zijn samen groter dan 10 MB. Stuur een lichter cv of minder stukken.",
      tooMany: "Hoogstens vijf bestanden, alstublieft.",
      type: "Alleen PDF- en Word-bestanden worden aanvaard ({file}).",
      malformed: "De bestanden konden niet gelezen worden. Probeer het opnieuw.",
      budget: "Uw sollicitatie is bewaard, maar uw bestanden niet: stuur ze per e-mail.",
      busy: "Er worden nu veel bestanden verstuurd. Probeer het over een minuut opnieuw.",
      rateLimited: "Te veel verzendingen vanaf uw verbinding. Probeer het later opnieuw.",
      unavailable: "De dienst is even niet beschikbaar. Probeer het over enkele minuten opnieuw.",
      closed:
        "Deze vacature is intussen afgesloten. U kunt dezelfde sollicitatie spontaan versturen: alles wat u invulde, blijft bewaard.",
    },
    sent: {
      title: "Bedankt, uw sollicitatie is goed aangekomen",
      text: "We hebben u een ontvangstbevestiging gestuurd. We nemen binnen twee weken contact met u op.",
    },
  },
  acknowledgement: {
    subject: "Uw sollicitatie bij {company}",
    body: "Goedendag,\n\nWe hebben uw sollicitatie ({post}) goed ontvangen, waarvoor dank. We lezen ze aandachtig en nemen binnen twee weken contact met u op.\n\nUw gegevens worden hoogstens {retention} bewaard; u kunt op elk moment vragen om ze te wissen door op dit bericht te antwoorden.\n\nHet rekruteringsteam van {company}",
    spontaneous: "spontane sollicitatie",
  },
  samples: [
    {
      slug: "ingenieur-automatisering-plc-scada",
      title: "Ingenieur automatisering PLC/SCADA (M/V/X)",
      summary:
        "De PLC's en de supervisie van voedings- en farmalijnen programmeren en in dienst nemen, van het studiebureau tot de opstart bij de klant.",
      job: "Functionele analyse en programmatie van Siemens S7-⁠1500 (TIA Portal) en Rockwell ControlLogix.\nSupervisieschermen in WinCC Unified en Ignition.\nFabrieksacceptatietests (FAT) op ons testplatform, daarna de site-acceptatie (SAT) met onze monteurs.\nKwalificatiedossiers voor farmaceutische klanten (GAMP 5).\nOndersteuning van klanten na de opstart, op afstand en ter plaatse.",
      profile:
        "Master of bachelor in automatisering, elektromechanica of elektriciteit.\nMinstens drie jaar ervaring in PLC-programmatie, bij voorkeur op batchprocessen (ISA-⁠88).\nThuis op de werf en op kantoor, in het Frans; technisch Engels en Nederlands zijn een troef.\nRijbewijs B: onze werven liggen in België en Noord-Frankrijk (twee tot drie overnachtingen per maand).",
      offer:
        "Een vast contract in een team van twaalf ingenieurs en technici.\nEen bedrijfswagen met tankkaart, maaltijdcheques en hospitalisatieverzekering.\nGecertificeerde opleidingen (Siemens, Rockwell, machineveiligheid).\nGevarieerde projecten, van de ambachtelijke brouwerij tot de farmaceutische skid.",
    },
    {
      slug: "werfleider-industrieel-leidingwerk",
      title: "Werfleider industrieel leidingwerk (M/V/X)",
      summary:
        "Een ploeg leidingmonteurs en lassers leiden op hygiënische inoxwerven, van de voorbereiding tot het as-builtdossier.",
      job: "De werf voorbereiden met het studiebureau: isometrieën, materiaallijsten, planning.\nEen ploeg van vier tot acht leidingmonteurs en orbitale TIG-lassers leiden.\nWaken over de veiligheid (VCA) en de netheid van de montage in voedingszones.\nDe controles opvolgen: endoscopie van de lassen, drukproeven, passivering.\nHet traceerbaarheidsdossier bijhouden (materiaalcertificaten 3.1, lasboeken).",
      profile:
        "Minstens vijf jaar ervaring in industrieel leidingwerk, waarvan twee als ploegleider.\nVlot met isometrieën en P&ID's; kennis van inox 316L en EN 10357 is een plus.\nVCA VOL (of bereid het te behalen).\nGoed georganiseerd en sterk in het contact met klanten.",
      offer:
        "Een vast contract met bedrijfswagen en gsm.\nWerven binnen 150 km rond Doornik.\nEindewerfpremie, maaltijdcheques, groepsverzekering.\nEen stabiele ploeg die met eigen gekwalificeerde lassers werkt.",
    },
    {
      slug: "procestekenaar-ontwerper",
      title: "Procestekenaar-ontwerper (M/V/X)",
      summary:
        "De P&ID's, 3D-opstellingen en isometrieën tekenen van de installaties die onze ploegen monteren.",
      job: "P&ID's opstellen op basis van de balansen van de procesingenieur.\nOpstellingen in 3D modelleren (AutoCAD Plant 3D) op basis van laserscans.\nIsometrieën en materiaallijsten uittrekken voor het atelier en de werf.\nDe plannen as-built bijwerken na de indienstname.",
      profile:
        "Bachelor bouwkunde, elektromechanica of industrieel tekenen, of gelijkwaardige ervaring.\nAutoCAD onder de knie; Plant 3D of een gelijkaardig 3D-leidingpakket.\nNauwgezet in het beheer van revisies en wijzigingen.\nGemotiveerde starters welkom: we leiden intern op.",
      offer:
        "Een vast contract, 38 uur per week, glijdende werkuren en één dag per week thuiswerk.\nEen plaats op het studiebureau in Doornik, met werfbezoeken om te zien wat u tekent.\nMaaltijdcheques, ecocheques, hospitalisatieverzekering.\nOpleiding AutoCAD Plant 3D betaald.",
    },
  ],
};

export default careers;
