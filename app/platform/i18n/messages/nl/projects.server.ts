import type { Translation } from "../../translation";
import type fr from "../fr/projects.server";

const projects: Translation<typeof fr> = {
  meta: {
    title: "Realisaties bij klanten: voeding en farma",
    description:
      "Zuivellijnen, brouwzalen, farmaceutische skids, lussen voor gezuiverd water en CIP-installaties, opgeleverd in België, Frankrijk en Spanje.",
  },
  hero: {
    eyebrow: "Onze realisaties",
    title: "Opgeleverde projecten, lijnen die produceren",
    intro:
      "Melkontvangst, brouwzaal, skid in een cleanroom of lus voor gezuiverd water: dit zijn enkele installaties die we voor onze klanten in België, Frankrijk en Spanje bestudeerd, gebouwd en opgestart hebben.",
    statsLabel: "Onze kerncijfers",
  },
  stats: [
    { number: "50+", label: "gerealiseerde projecten" },
    { number: "15+", label: "jaar ervaring" },
    { number: "100%", label: "tevreden klanten" },
    { number: "24/7", label: "technische ondersteuning" },
  ],
  sectors: {
    eyebrow: "Sectoren",
    title: "Onze sectoren",
    intro:
      "Verdeling van onze projecten per sector. De voedingsindustrie blijft onze hoofdactiviteit, maar de eisen van de farma bepalen overal hoe we werken: traceerbare materialen, lasdossiers en gedocumenteerde testen.",
    shareFormat: "{value} %",
    items: [
      {
        name: "Voeding",
        share: 60,
        description: "Zuivelbedrijven, brouwerijen, dranken, siropen en bereide maaltijden.",
      },
      {
        name: "Farma",
        share: 25,
        description: "Skids in cleanrooms, gezuiverd water, CIP/SIP volgens GMP.",
      },
      {
        name: "Chemie",
        share: 10,
        description: "Opslag en transfer van producten, ATEX-zones, inkuipingen.",
      },
      {
        name: "Andere",
        share: 5,
        description: "Cosmetica, waterbehandeling en industriële nutsvoorzieningen.",
      },
    ],
  },
  list: {
    eyebrow: "Referenties",
    title: "Enkele recente projecten",
    intro:
      "Elk project werd samen met de klant opgeleverd, met een volledig technisch dossier dat bij de opstart overhandigd werd.",
    yearLabel: "Jaar",
    locationLabel: "Plaats",
    servicesLabel: "Uitgevoerde werken",
    delivered: "Project succesvol opgeleverd",
    items: [
      {
        category: "Voeding",
        year: 2025,
        title: "Melkontvangst en pasteurisatie",
        description:
          "Nieuwe ontvangst van 30.000 l/h voor een zuivelbedrijf: drie opslagtanks van 50 m³ in inox 316L, een platenpasteur van 15.000 l/h en aansluiting op de bestaande CIP. Orbitaal gelaste leidingen (Ra ≤ 0,8 µm), aangestuurd door een Siemens S7-⁠1500-⁠PLC.",
        location: "Moeskroen, België",
        services: ["Inox leidingwerk", "Automatisering", "CIP", "Opstart"],
        imageAlt: "Zuivellijn met drie inox tanks, een pasteur en een bedieningskast",
      },
      {
        category: "Farma",
        year: 2025,
        title: "Bereidingsskid in een cleanroom",
        description:
          "Skid van 1.000 l voor de bereiding van oplossingen in elektrolytisch gepolijst inox 316L (Ra ≤ 0,4 µm), met magnetisch roerwerk, steriliserende filtratie en geïntegreerde CIP/SIP. Ontworpen volgens GMP en GAMP 5, IQ/OQ-kwalificatie samen met de kwaliteitsborging van de klant.",
        location: "Rijsel, Frankrijk",
        services: ["Processkid", "GMP-ontwerp", "IQ/OQ-kwalificatie", "Automatisering"],
        imageAlt: "Inox skid in een cleanroom met tank, filters en een operator in cleanroomkledij",
      },
      {
        category: "Voeding",
        year: 2024,
        title: "Brouwzaal van 40 hl",
        description:
          "Brouwzaal voor een familiebrouwerij: maischketel, kookketel, whirlpool en maischfilter, tot zes brouwsels per dag. Recepten beheerd in de SCADA, energierecuperatie op de kookdampen en procesleidingen in inox 304L.",
        location: "Aat, België",
        services: ["Brouwerijuitrusting", "Inox leidingwerk", "SCADA", "Energierecuperatie"],
        imageAlt: "Brouwzaal met drie inox ketels en een maischfilter",
      },
      {
        category: "Voeding",
        year: 2023,
        title: "Siroopbereiding en aanvoer naar de bottelarij",
        description:
          "Twee siroptanks van 10 m³, continue suikeroplossing en inline dosering van aroma's voor een vullijn van 24.000 flessen/h. Lotopvolging in de SCADA en hygiënisch ontwerp gevalideerd in het HACCP-plan van de site.",
        location: "Barcelona, Spanje",
        services: ["Drankenproces", "Inline dosering", "Automatisering", "HACCP"],
        imageAlt:
          "Siroopbereiding met twee inox tanks, verbonden met een bottellijn en de transportband ervan",
      },
      {
        category: "Farma",
        year: 2022,
        title: "Lus voor gezuiverd water",
        description:
          "Productie van 3 m³/h gezuiverd water met tweetraps omgekeerde osmose en EDI, een opslagtank van 5 m³ en een distributielus in elektrolytisch gepolijst inox 316L op 80 °C naar drie aftappunten. Kwaliteit volgens de Europese Farmacopee, geleidbaarheid < 1,3 µS/cm.",
        location: "Waver, België",
        services: ["Waterbehandeling", "Orbitaal leidingwerk", "Automatisering", "Kwalificatie"],
        imageAlt: "Lus voor gezuiverd water met opslagtank, warmtewisselaar en drie aftappunten",
      },
      {
        category: "Voeding",
        year: 2021,
        title: "Centrale CIP-installatie",
        description:
          "CIP-installatie met drie tanks van 3 m³ (loog, zuur, recuperatiewater) voor vier circuits, met regeling van geleidbaarheid en temperatuur en registratie van elke cyclus. Door het spoelwater te recupereren daalde het waterverbruik met 30 %.",
        location: "Atrecht, Frankrijk",
        services: ["CIP", "Automatisering", "Inox leidingwerk", "Waterbesparing"],
        imageAlt: "CIP-installatie met drie inox tanks, een pomp en een bedieningskast",
      },
    ],
  },
  testimonial: {
    eyebrow: "Getuigenis",
    title: "Een klant aan het woord",
    quote:
      "“De vervanging van onze melkontvangst gebeurde tijdens twee weekendstilstanden, zonder productieverlies. Plannen, lasdossiers en functionele analyse waren bijgewerkt op de dag van de opstart: onze onderhoudsploeg kon de installatie zonder problemen overnemen.”",
    role: "Verantwoordelijke nieuwbouwprojecten",
    company: "Coöperatief zuivelbedrijf, Picardisch Wallonië",
  },
  process: {
    eyebrow: "Werkwijze",
    title: "Onze aanpak in vijf stappen",
    intro:
      "Een beproefde werkwijze, van de eerste afspraak tot de overname van de installatie door uw ploegen.",
    steps: [
      {
        title: "Bezoek en lastenboek",
        description:
          "Bezoek ter plaatse, opmetingen en inventaris van uw behoeften: capaciteiten, producten, eisen inzake hygiëne en veiligheid, budget en planning.",
      },
      {
        title: "Studie en engineering",
        description:
          "P&ID's, 3D-plannen en isometrieën, dimensionering, functionele analyse en risicoanalyse, samen met u gevalideerd.",
      },
      {
        title: "Bouw in ons atelier",
        description:
          "Prefabricatie van leidingen en skids, bekabeling van de kasten en fabrieksacceptatietesten (FAT) voor verzending.",
      },
      {
        title: "Installatie en opstart",
        description:
          "Montage ter plaatse, gepland rond uw stilstanden, watertesten, opstart in productie en testen ter plaatse (SAT).",
      },
      {
        title: "Opleiding en opvolging",
        description:
          "Opleiding van uw operatoren en technici, overhandiging van het technisch dossier en ondersteuning na de oplevering.",
      },
    ],
  },
  cta: {
    title: "Misschien wordt uw project onze volgende referentie",
    text: "Leg ons uw behoefte voor: we stellen een bezoek ter plaatse voor en een eerste raming van budget en doorlooptijd.",
    button: "Uw project bespreken",
  },
};

export default projects;
