import type { Translation } from "../../translation";
import type fr from "../fr/water-clean.server";

const waterClean: Translation<typeof fr> = {
  meta: {
    title: "Behandeling van industrieel proceswater",
    description:
      "Ontharding, omgekeerde osmose, EDI, ultrafiltratie en uv: skids voor proceswaterbehandeling, ontworpen en geïnstalleerd in België en Noord-Frankrijk.",
  },
  hero: {
    title: "Proceswaterbehandeling",
    intro:
      "Ontharding, omgekeerde osmose, ultrafiltratie en uv-desinfectie: proceswater dat u onder controle hebt, van de put of het leidingnet tot aan het aftappunt.",
    cta: "Een studie aanvragen",
  },
  why: {
    eyebrow: "Proceswater",
    title: "Waarom de waterkwaliteit uw productie bepaalt",
    paragraphs: [
      "In een brouwerij, een zuivelbedrijf of een farmaceutische productie-eenheid is water de belangrijkste grondstof. Het gaat in het product, voedt de stoomketels en koeltorens, en spoelt uw installaties bij elke CIP-cyclus. Een slecht beheerste hardheid doet de platenwarmtewisselaars verkalken, te veel vrij chloor tast inox 316L aan en een microbiologische besmetting kan een volledig lot in gevaar brengen.",
      "Leidingwater of putwater verandert met de seizoenen: hardheid, ijzer, mangaan, organische stoffen, nitraten. We vertrekken van een analyse van uw ruw water en van uw werkelijke behoeften (piekdebieten, vereiste kwaliteit per aftappunt, beoogd recuperatiepercentage) om een robuuste behandelingslijn te dimensioneren, zonder dure overdimensionering.",
      "Het resultaat: een constante waterkwaliteit, gemeten en geregistreerd, of het nu gaat om onthard water voor uw stoomketels, osmosewater om te brouwen of gezuiverd water volgens de Europese Farmacopee.",
    ],
    targets: {
      title: "Gangbare streefwaarden",
      items: [
        { label: "Onthard ketelvoedingswater", value: "hardheid < 0,5 °f" },
        { label: "Osmosewater om te brouwen", value: "10 tot 30 µS/cm" },
        { label: "Gezuiverd water (Ph. Eur.)", value: "≤ 5,1 µS/cm bij 25 °C, TOC ≤ 500 ppb" },
        { label: "Gedemineraliseerd water via EDI", value: "> 10 MΩ·cm" },
      ],
    },
  },
  process: {
    eyebrow: "Onze aanpak",
    title: "Een behandelingslijn in drie stappen",
    intro:
      "Elke stap beschermt de volgende: zo blijven de membranen lang meegaan en blijft de geproduceerde kwaliteit stabiel.",
    steps: [
      {
        title: "Voorbehandeling",
        description:
          "Zand- of multimediafiltratie, ontijzering waar nodig, ontharding en ontchloring over actieve kool of door bisulfietdosering. Doel aan de ingang van de osmose: SDI < 3 en vrij chloor < 0,1 mg/l.",
      },
      {
        title: "Behandeling",
        description:
          "Omgekeerde osmose in één of twee trappen, met ultrafiltratie ervoor als de colloïdale belasting dat vraagt. 98 tot 99 % van de opgeloste zouten wordt tegengehouden, net als nagenoeg alle bacteriën en organische stoffen.",
      },
      {
        title: "Nabehandeling en desinfectie",
        description:
          "Elektrodeïonisatie voor de strengste kwaliteiten, uv 254 nm, eindfiltratie 0,2 µm en een gerecirculeerde distributielus, gedesinfecteerd met warm water van 80 °C of met ozon.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologieën",
    title: "De technologieën die we inzetten",
    intro:
      "We kiezen de technologieën volgens uw ruw water en het beoogde gebruik, met componenten van erkende fabrikanten en slijtonderdelen die in Europa beschikbaar zijn.",
    items: [
      {
        name: "Ontharding",
        description:
          "Ionenwisseling over kationenhars die met pekel geregenereerd wordt. Duplexkolommen die elkaar afwisselen voor een continue productie, en regeneratie op volume om het zoutverbruik te beperken.",
      },
      {
        name: "Omgekeerde osmose",
        description:
          "Spiraalgewonden polyamidemembranen, hogedrukpomp met frequentieregelaar, automatische spoeling bij stilstand en een chemisch reinigingsstation dat in de skid geïntegreerd is.",
      },
      {
        name: "Elektrodeïonisatie (EDI)",
        description:
          "Continue demineralisatie na de osmose, zonder chemische regeneratie. Resistiviteit boven 10 MΩ·cm voor farmaceutisch gezuiverd water en hogedrukstoomketels.",
      },
      {
        name: "Ultrafiltratie",
        description:
          "Holvezelmembranen van ongeveer 0,02 µm: een fysieke barrière tegen bacteriën, virussen en colloïden, met automatische terugspoelingen en een troebelheid aan de uitgang van minder dan 0,1 NTU.",
      },
      {
        name: "Uv-desinfectie",
        description:
          "Reactoren in inox 316L met lagedruklampen van 254 nm, een dosis van 40 mJ/cm², een intensiteitssensor en een alarm dat naar de SCADA doorgestuurd wordt. Ook beschikbaar in 185 nm om de TOC te verlagen.",
      },
      {
        name: "Actieve kool",
        description:
          "Filters met korrelvormige actieve kool om vrij chloor, chlooramines, smaak en geur te verwijderen, samen met een deel van de organische microverontreinigingen. Periodieke desinfectie met warm water is mogelijk.",
      },
    ],
  },
  skids: {
    eyebrow: "Compacte skids",
    title: "Voorgemonteerde waterbehandelingsskids",
    paragraphs: [
      "We bouwen uw waterbehandelingsunits als compacte skids: inox frame, leidingwerk in 316L of in PVC-⁠U naargelang het medium, instrumentatie, schakelkast en PLC, volledig bekabeld en getest in ons atelier voor de levering.",
      "Ter plaatse moeten alleen het ruw water, de riolering en de elektrische voeding nog aangesloten worden. De werken in uw fabriek blijven beperkt tot enkele dagen en de opstart steunt op testen die al in ons atelier gevalideerd zijn.",
    ],
    features: [
      "Debieten van 0,5 tot 30 m³/h per skid, parallel uitbreidbaar",
      "Fabrieksacceptatietesten (FAT) volgens een protocol dat u mee ondertekent",
      "PLC en touchscreen, communicatie met uw SCADA via Profinet of Modbus TCP",
      "Volledig dossier: P&ID, functionele analyse en IQ/OQ-kwalificatie voor de farma",
    ],
    imageAlt:
      "Omgekeerde-osmoseskid met vier horizontale membraanbehuizingen en een hogedrukpomp, aangesloten op een uv-desinfectiereactor",
  },
  benefits: {
    eyebrow: "Voordelen",
    title: "Wat het u oplevert",
    items: [
      "Een constante waterkwaliteit, continu gemeten en geregistreerd",
      "Warmtewisselaars, stoomketels en CIP-sproeiers beschermd tegen kalkaanslag",
      "Minder zout, minder chemicaliën en minder water naar de riolering",
      "Aantoonbare conformiteit: Richtlijn (EU) 2020/2184, Europese Farmacopee, GMP",
      "Gepland onderhoud met standaard slijtonderdelen",
      "Eén aanspreekpunt, van de analyse van het ruw water tot de opstart",
    ],
  },
  partnership: {
    eyebrow: "Partnerschap",
    title: "Een partner voor de volledige levensduur van uw installatie",
    intro:
      "Een waterbehandelingsinstallatie beoordeelt u over vijftien jaar, niet bij de oplevering. Ook na de opstart blijven we aan uw zijde.",
    items: [
      {
        title: "Studie en dimensionering",
        description:
          "Analyse van het ruw water, behoeften per aftappunt, keuze van de behandelingslijn en raming van de exploitatiekosten voor u iets investeert.",
      },
      {
        title: "Installatie en opstart",
        description:
          "Montage, aansluiting, programmatie, testen ter plaatse en opleiding van uw operatoren, door de ploegen die de installatie ontworpen hebben.",
      },
      {
        title: "Opvolging en onderhoud",
        description:
          "Onderhoudscontract, vervanging van membranen en uv-lampen, periodieke analyses en ondersteuning op afstand via de SCADA.",
      },
    ],
  },
  cta: {
    title: "Uw proceswater verdient een behandeling op maat",
    text: "Stuur ons een analyse van uw ruw water en uw debietbehoeften: we stellen een eerste becijferde behandelingslijn voor.",
    button: "Uw waterproject bespreken",
  },
};

export default waterClean;
