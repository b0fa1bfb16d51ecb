import type { Translation } from "../../translation";
import type fr from "../fr/reference.server";

const reference: Translation<typeof fr> = {
  meta: {
    description:
      "Referentie {title}: de vraag van de klant, wat wij deden en de resultaten in cijfers.",
    notFoundTitle: "Referentie niet gevonden",
    notFoundText: "Deze referentie bestaat niet of is niet meer gepubliceerd.",
  },
  back: "Alle realisaties",
  facts: {
    sector: "Sector",
    location: "Plaats",
    year: "Jaar",
    services: "Diensten",
  },
  challenge: "De vraag van de klant",
  scope: "Wat wij deden",
  results: "Resultaten in cijfers",
  gallery: "Foto's van de werf",
  quote: "Het woord van de klant",
  servicesInvolved: "Onze vakgebieden in dit project",
  cta: {
    title: "Een vergelijkbaar project?",
    text: "Beschrijf ons uw installatie: wij komen terug met een eerste technische en budgettaire aanpak.",
    button: "Bespreek uw project",
  },
  readMore: "Bekijk de referentie",
  serviceSection: {
    eyebrow: "Referenties",
    title: "Onze realisaties in dit domein",
  },
  filters: {
    legend: "Realisaties filteren",
    sector: "Sector",
    service: "Vakgebied",
    all: "Alle",
    apply: "Filteren",
    reset: "Alles tonen",
    count: "{count} van {total} realisaties",
    none: "Geen realisatie voldoet aan deze criteria.",
  },
  samples: [
    {
      challenge:
        "De oude ontvangst, gebouwd in 1987, kon maar één tankwagen tegelijk lossen en de tanks in inox 304 verdroegen de hete loog van de CIP-cycli niet meer. De zuivelfabriek wilde haar ontvangstdebiet verdubbelen zonder de melkophaling te onderbreken, met twee stilstanden in het weekend om alles om te schakelen.",
      scope: [
        "3D-opmeting van het bestaande gebouw, P&ID's en isometrieën",
        "Drie opslagtanks van 50 m³ in inox 316L, geïsoleerd en bekleed",
        "Platenpasteur van 15 000 L/h, heethouder 15 s op 72 °C",
        "1,2 km leidingen DN 50 tot DN 100, orbitaal gelast",
        "Aansluiting op de bestaande CIP en twee extra CIP-circuits",
        "PLC-programma Siemens S7-⁠1500 en WinCC-supervisieschermen",
        "FAT en SAT, opleiding van de operatoren, technisch dossier",
      ],
      facts: [
        "Ontvangstdebiet | 30 000 L/h",
        "Opslag | 3 × 50 m³",
        "Geplaatste leidingen | 1,2 km, DN 50 tot DN 100",
        "Inwendige ruwheid | Ra ≤ 0,8 µm",
        "Gedocumenteerde orbitale lassen | 1 860",
        "Productiestop | 2 weekends",
      ],
      quote:
        "Twee stilstanden in het weekend, geen liter verloren: de ophaling van maandag werd in de nieuwe tanks gelost.",
      quoteRole: "Verantwoordelijke nieuwbouw, coöperatieve zuivelfabriek",
    },
    {
      challenge:
        "Het laboratorium moest bufferoplossingen van 1 000 L bereiden in klasse C, met volledige traceerbaarheid van de batches en een gevalideerde reiniging tussen twee producten. De oude manuele bereiding in mobiele vaten vroeg een volledige ploeg en gaf concentratieafwijkingen.",
      scope: [
        "Ontwerp volgens GMP en GAMP 5, risicoanalyse met de kwaliteitsborging",
        "Vat van 1 000 L in elektrolytisch gepolijst inox 316L, magnetische menger",
        "Steriliserende filtratie 0,2 µm met inline integriteitstest",
        "CIP en SIP in de skid, schone stoom op 121 °C",
        "PLC en HMI conform Annex 11 (audit trail, elektronische handtekeningen)",
        "IQ/OQ-protocollen en hun uitvoering",
      ],
      facts: [
        "Nuttig volume | 1 000 L",
        "Inwendige ruwheid | Ra ≤ 0,4 µm",
        "Sterilisatie ter plaatse | 30 min op 121 °C",
        "Duur van een batch | 3 h in plaats van 7 h",
        "Kwalificatieafwijkingen | 0",
      ],
      quote:
        "De kwalificatieprotocollen waren klaar voor de levering van de skid; onze kwaliteitsborging moest ze alleen nog uitvoeren.",
      quoteRole: "Verantwoordelijke validatie, farmaceutisch laboratorium",
    },
    {
      challenge:
        "De familiebrouwerij zat vast op twee brouwsels per dag met een installatie van 20 hl en moest bestellingen weigeren. De productie moest verdrievoudigen in hetzelfde beschermde gebouw, zonder aan het recept of de smaak van haar bieren te raken.",
      scope: [
        "Inplanting van de brouwzaal in het bestaande gebouw",
        "Maischkuip, kookketel en whirlpool van 40 hl",
        "Maischfilter met 16 platen",
        "Energierecuperatie op de kookdampen",
        "Procesleidingen in inox 304L, DN 40 tot DN 80",
        "Receptbeheer en supervisie van de brouwsels",
      ],
      facts: [
        "Brouwcapaciteit | 40 hl/brouwsel",
        "Ritme | 6 brouwsels/dag",
        "Mogelijke jaarproductie | 45 000 hl",
        "Energie gerecupereerd uit de dampen | 30 % van de stoom",
        "Inbedrijfstelling | 11 weken na de bestelling van de kuipen",
      ],
      quote:
        "Het eerste brouwsel in de nieuwe zaal smaakte naar ons bier, en we brouwen er nu zes per dag.",
      quoteRole: "Brouwmeester en zaakvoerder",
    },
    {
      challenge:
        "Een nieuwe vuller van 24 000 flessen/h vroeg een continu bereide siroop met een constante concentratie. Het oplossen van suiker uit big bags gaf een explosieve stofatmosfeer waar de oude installatie geen rekening mee hield.",
      scope: [
        "Continu oplossen van suiker, 8 t/h, geregeld met een inline refractometer",
        "Twee siroopkuipen van 10 m³ in afwisseling",
        "Inline dosering van aroma's met massadebietmeters",
        "ATEX-zonering (zone 22) van het ledigen van de big bags en gecertificeerd materieel",
        "Explosieveiligheidsdocument",
        "Traceerbaarheid van de batches in de supervisie, hygiënisch ontwerp volgens HACCP",
      ],
      facts: [
        "Gevoed vulritme | 24 000 flessen/h",
        "Opgeloste suiker | 8 t/h",
        "Nauwkeurigheid van de concentratie | ± 0,1 °Brix",
        "Siroopopslag | 2 × 10 m³",
        "ATEX-zone | 22, ledigen van de big bags",
      ],
      quote:
        "De concentratie verschuift geen tiende graad Brix meer, en de ATEX-zonering is eindelijk gedocumenteerd.",
      quoteRole: "Fabrieksdirecteur, drankenbottelaar",
    },
    {
      challenge:
        "De site maakte zijn gezuiverd water met een verouderde omgekeerde osmose waarvan de geleidbaarheid geregeld de limiet van de Europese Farmacopee overschreed. Een uitbreiding van het atelier voegde drie tappunten toe, te bedienen zonder de productie stil te leggen.",
      scope: [
        "Omgekeerde osmose in twee trappen en elektrodeïonisatie (EDI), 3 m³/h",
        "Opslagtank van 5 m³ met ontluchtingsfilter 0,2 µm",
        "Distributielus van 180 m in elektrolytisch gepolijst 316L, DN 25 tot DN 40",
        "Circulatie op 80 °C en een minimale snelheid van 1,5 m/s",
        "Continue meting van geleidbaarheid en TOC",
        "IQ/OQ/PQ met de validatiedienst",
      ],
      facts: [
        "Productie | 3 m³/h",
        "Geleidbaarheid | < 1,3 µS/cm bij 25 °C",
        "Totale organische koolstof | < 500 ppb",
        "Lengte van de lus | 180 m",
        "Circulatietemperatuur | 80 °C",
        "Tappunten | 3",
      ],
      quote:
        "Sinds de inbedrijfstelling geen enkel geleidbaarheidsalarm: het water is bij elke staalname conform.",
      quoteRole: "Verantwoordelijke nutsvoorzieningen, farmaceutische site",
    },
    {
      challenge:
        "Vier productielijnen hadden elk hun manuele reiniging, met tijden en concentraties die per ploeg verschilden. De fabriek wilde identieke, geregistreerde cycli en een waterverbruik verlagen dat op haar waterzuivering woog.",
      scope: [
        "CIP-station met drie tanks van 3 m³: loog, zuur, gerecupereerd water",
        "Vier circuits met dubbelzittingskleppen en retour per pomp",
        "Regeling van geleidbaarheid en temperatuur van elke fase",
        "Recuperatie van het laatste spoelwater voor de voorspoeling",
        "Registratie van elke cyclus en een rapport per circuit",
      ],
      facts: [
        "Bediende circuits | 4",
        "Tanks | 3 × 3 m³",
        "Waterverbruik | −30 %",
        "Duur van een volledige cyclus | 45 min",
        "Temperatuur van de loog | 75 °C",
      ],
      quote:
        "Elke cyclus is nu identiek en geregistreerd: de IFS-auditor las de rapporten en had geen verdere vragen.",
      quoteRole: "Kwaliteitsverantwoordelijke, voedingsindustrie",
    },
  ],
};

export default reference;
