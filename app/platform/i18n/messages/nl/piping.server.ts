import type { Translation } from "../../translation";
import type fr from "../fr/piping.server";

const piping: Translation<typeof fr> = {
  meta: {
    title: "Industrieel leidingwerk in inox en koolstofstaal",
    description:
      "Ontwerp, prefabricatie in ons atelier en plaatsing van leidingwerk in inox 316L en staal voor voeding, brouwerijen, farma en chemie.",
  },
  hero: {
    eyebrow: "Industrieel leidingwerk",
    title: "Industrieel leidingwerk in inox en staal",
    intro:
      "Ontwerp, prefabricatie in ons atelier en plaatsing ter plaatse van hygiënische inox leidingen en leidingen voor nutsvoorzieningen, met de traceerbaarheid en documentatie die voeding, farma en chemie vragen.",
    cta: "Offerte aanvragen",
  },
  expertise: {
    eyebrow: "Vakmanschap",
    title: "Onze expertise in leidingwerk",
    intro:
      "Van isometrie tot oplevering: onze gekwalificeerde pijpfitters en lassers bouwen uw proces- en nutsleidingen, van DN10 tot DN300.",
    items: [
      {
        title: "Hygiënisch inox 304L en 316L",
        description:
          "Buizen en fittingen volgens EN 10357 en DIN 11866, inwendige ruwheid Ra ≤ 0,8 µm (≤ 0,4 µm elektrolytisch gepolijst voor farmaleidingen), afschot en zo weinig mogelijk dode zones voor een doeltreffende CIP.",
      },
      {
        title: "Koolstofstaal voor nutsvoorzieningen",
        description:
          "Stoom en condensaat, oververhit water, perslucht, stikstof, ijswater en koelwater, in P235GH of P265GH, TIG- en elektrodegelast.",
      },
      {
        title: "Orbitaal lassen",
        description:
          "Orbitale TIG-lassen met inwendige gasbescherming, geregistreerde parameters, orbitaallasoperatoren gekwalificeerd volgens EN ISO 14732 (handlassers volgens EN ISO 9606-⁠1), lasmethodes gekwalificeerd volgens EN ISO 15614-⁠1 en endoscopische controle van de lasnaden.",
      },
      {
        title: "Prefabricatie in ons atelier",
        description:
          "Leidingdelen die we in ons atelier prefabriceren op basis van uw isometrieën: lassen onder betere omstandigheden, minder werken met open vuur bij u ter plaatse en een kortere werf.",
      },
      {
        title: "Plaatsing en aansluitingen tijdens uw stilstanden",
        description:
          "Werken gepland tijdens uw technische stilstanden, in het weekend of in de zomer: aansluitingen op bestaande installaties, consignaties en vuurvergunningen afgestemd met uw veiligheidsdienst.",
      },
      {
        title: "Beproevingen en PED-dossier",
        description:
          "Hydraulische of pneumatische beproevingen, beitsen en passiveren, penetrant- of radiografisch onderzoek, en een opleverdossier: materiaalcertificaten 3.1, lasboek, as-builtplannen en PED-documentatie (2014/68/EU).",
      },
    ],
  },
  commitments: {
    eyebrow: "Onze engagementen",
    title: "Drie engagementen op elke werf",
    intro:
      "Leidingwerk bewijst zich over jaren van exploitatie. We werken zo dat u er na de oplevering niets meer over hoort.",
    imageAlt:
      "Inox leidingen op steunen, met automatische kleppen, een manometer en een flensleiding",
    items: [
      {
        title: "Kwaliteit en traceerbaarheid",
        description:
          "Elke las is genummerd en gekoppeld aan de lasser, de parameters en de materiaalcertificaten. U weet precies wat er geplaatst werd, en hoe.",
      },
      {
        title: "Veiligheid op de werf",
        description:
          "VCA-opgeleide ploegen, een taakrisicoanalyse, vuurvergunningen, en omkaderde werken in besloten ruimten en op hoogte: de regels van uw site gelden, zonder uitzondering.",
      },
      {
        title: "Planning gerespecteerd",
        description:
          "Prefabricatie op voorhand en een stilstandsplanning die uur per uur uitgewerkt is: uw productie start opnieuw op de voorziene datum.",
      },
    ],
  },
  applications: {
    eyebrow: "Toepassingen",
    title: "Leidingnetten voor elke procesindustrie",
    intro:
      "We plaatsen proces- en nutsleidingen waar hygiëne, druk of agressieve media geen ruimte laten voor benaderingen.",
    items: [
      {
        name: "Voeding en dranken",
        description:
          "Melk, sappen, siropen en sauzen: productleidingen, CIP-netten en aansluitingen van tanks.",
      },
      {
        name: "Brouwerijen",
        description: "Wort, bier en gist: brouwzaal, gist- en lagerkelders, afvullijn.",
      },
      {
        name: "Farma en biotech",
        description:
          "Gezuiverd water, water voor injectie en zuivere stoom: distributielussen conform GMP.",
      },
      {
        name: "Chemie",
        description:
          "Zuren, basen en solventen: inox, speciale staalsoorten of thermoplasten (PP, PVDF) naargelang de chemische compatibiliteit.",
      },
      {
        name: "Waterbehandeling",
        description:
          "Ruw water, osmosewater en afvalwater: dosering van reagentia en verbindingen tussen de installatieonderdelen.",
      },
      {
        name: "Nutsvoorzieningen",
        description: "Stoom, condensaat, perslucht, ijswater, glycolwater, stikstof en CO₂.",
      },
    ],
  },
  cta: {
    title: "Een leidingnet dat u wilt aanleggen, aanpassen of vervangen?",
    text: "Stuur ons uw plannen of beschrijf gewoon uw behoefte: we komen ter plaatse kijken en bezorgen u een gedetailleerde offerte.",
    button: "Offerte aanvragen",
  },
};

export default piping;
