import type { Translation } from "../../translation";
import type fr from "../fr/safety.server";

const safety: Translation<typeof fr> = {
  meta: {
    title: "Veiligheid en conformiteit van installaties",
    description:
      "CE-, ATEX-, PED- en HACCP-conformiteit van uw machines en procesinstallaties: risicoanalyses, audits en functionele veiligheid.",
  },
  hero: {
    eyebrow: "Veiligheid en conformiteit",
    title: "Veiligheid en conformiteit van installaties",
    intro:
      "Risicoanalyse, CE-markering, ATEX-zonering, drukapparatuur en hygiënisch ontwerp: we maken uw machines en proceslijnen veilig en conform, zonder de productie af te remmen.",
    cta: "Een audit aanvragen",
  },
  why: {
    eyebrow: "Waarom nu",
    title: "Reële risico's in de procesindustrie",
    intro:
      "In een proceslijn komen vaak verschillende soorten risico's samen. Wie ze vroeg in kaart brengt, beschermt zijn operatoren, zijn producten en zijn aansprakelijkheid als exploitant.",
    risks: [
      {
        name: "Mechanische risico's",
        description:
          "Pletten, meesleuren, afknellen: transportbanden, mengers, pompen en verpakkingsmachines brengen operatoren in gevaar, zowel in productie als bij onderhoud.",
      },
      {
        name: "Explosieve atmosferen (ATEX)",
        description:
          "Meel-, suiker- of moutstof, ethanol- of solventdampen: één ontstekingsbron volstaat voor een explosie.",
      },
      {
        name: "Drukapparatuur",
        description:
          "Tanks, warmtewisselaars, autoclaven en stoomnetten laten een enorme energie vrij bij een defect of een ontoereikende beveiliging.",
      },
      {
        name: "Chemische blootstelling",
        description:
          "Loog en zuur voor de CIP, ontsmettingsmiddelen, reagentia voor waterbehandeling: spatten, dampen en onverenigbare mengsels.",
      },
      {
        name: "Elektrische risico's",
        description:
          "Kasten, frequentieregelaars en motoren in natte zones of zones die met de spuit gereinigd worden: directe en indirecte aanraking, vlambogen.",
      },
      {
        name: "Productcontaminatie",
        description:
          "Zones waar product achterblijft, ongeschikte dichtingen, vreemde voorwerpen of een ondoeltreffende CIP: een fout in het hygiënisch ontwerp kan tot een productterugroeping leiden.",
      },
    ],
  },
  services: {
    eyebrow: "Onze diensten",
    title: "Vijf diensten om uw installaties conform te maken",
    intro:
      "Elke opdracht levert concrete resultaten op: analyses, plannen, conformiteitsbewijzen en becijferde corrigerende maatregelen.",
    objectiveLabel: "Doel",
    items: [
      {
        title: "CE-conformiteit van machines",
        description:
          "Risicobeoordeling volgens EN ISO 12100, conformiteit van nieuwe, gewijzigde of tot een geheel samengebouwde machines, technisch dossier en EG-verklaring volgens de Machinerichtlijn 2006/42/EG, en daarna volgens Verordening (EU) 2023/1230.",
        objective:
          "Conforme machines en lijnen in gebruik nemen, met een technisch dossier dat standhoudt bij een inspectie of een ongeval.",
      },
      {
        title: "ATEX-zonering en -materieel",
        description:
          "Explosieveiligheidsdocument, indeling in zones 0/1/2 en 20/21/22, controle of het materieel geschikt is volgens Richtlijn 2014/34/EU, en preventiemaatregelen.",
        objective:
          "Ontstekingsbronnen wegnemen in de risicozones en de beheersing van het explosierisico documenteren.",
      },
      {
        title: "Drukapparatuur (PED)",
        description:
          "Indeling van apparatuur en samenstellen volgens Richtlijn 2014/68/EU, keuze van de veiligheidsappendages, opvolging van de beproevingen en voorbereiding van de periodieke keuringen door een erkend organisme.",
        objective:
          "Uw tanks, warmtewisselaars en stoomnetten veilig exploiteren, met naleving van de Belgische en Franse regelgeving.",
      },
      {
        title: "Hygiënisch ontwerp en HACCP",
        description:
          "Ontwerpreview volgens de EHEDG-richtlijnen en EN 1672-⁠2: materialen in contact met levensmiddelen, aflaatbaarheid, reinigbaarheid met CIP, staalnamepunten en integratie in uw HACCP-plan.",
        objective:
          "Zones waar product achterblijft wegwerken en een valideerbare reiniging voorbereiden, voor veilige producten en IFS- of BRCGS-audits die u met een gerust hart tegemoet kunt zien.",
      },
      {
        title: "Functionele veiligheid",
        description:
          "Bepaling van het vereiste PLr en SIL, ontwerp van de veiligheidsfuncties (noodstops, vergrendelingen, lichtschermen), berekening in SISTEMA en validatie volgens EN ISO 13849 en IEC 62061.",
        objective:
          "Aantonen dat elke veiligheidsfunctie het prestatieniveau haalt dat de risicobeoordeling vereist.",
      },
    ],
  },
  audit: {
    eyebrow: "Audits",
    title: "Onze auditdiensten",
    intro:
      "Een objectieve stand van zaken van uw site, met een actieplan dat geordend is volgens risiconiveau en kostprijs.",
    imageAlt:
      "Technicus die een noodstop bedient bij een drukvat, naast een zone met een omheining en een gevarenbord",
    items: [
      "Conformiteitsaudit van het machinepark en de bestaande lijnen",
      "Risicoanalyse en ATEX-evaluatie van uw productiezones",
      "Inventaris en review van uw drukapparatuur",
      "Audit van het hygiënisch ontwerp voor een IFS-, BRCGS- of GMP-audit",
      "Controle van de veiligheidsfuncties en de noodstopcircuits",
      "Becijferd actieplan en begeleiding tot alle tekortkomingen weggewerkt zijn",
    ],
  },
  standards: {
    eyebrow: "Referentiekaders",
    title: "De normen die we beheersen",
    intro:
      "Vier referentiekaders bepalen de veiligheid en hygiëne van procesinstallaties. We passen ze dagelijks toe.",
    items: [
      {
        code: "CE",
        description:
          "Markering van machines: essentiële veiligheids- en gezondheidseisen van Richtlijn 2006/42/EG en Verordening (EU) 2023/1230.",
      },
      {
        code: "ATEX",
        description:
          "Explosieve atmosferen: Richtlijn 2014/34/EU voor het materieel en Richtlijn 1999/92/EG voor de bescherming van de werknemers.",
      },
      {
        code: "PED",
        description: "Drukapparatuur: Richtlijn 2014/68/EU, de Pressure Equipment Directive (PED).",
      },
      {
        code: "HACCP",
        description:
          "Gevarenanalyse en beheersing van kritieke punten, vereist door Verordening (EG) nr. 852/2004 inzake levensmiddelenhygiëne.",
      },
    ],
  },
  certifications: {
    eyebrow: "Onze certificaten",
    title: "Veiligheid die geaudit wordt, niet alleen beloofd",
    intro:
      "Onze eigen ploegen werken onder certificatie: veiligheid op de werf, lassen en kwaliteit worden door onafhankelijke instellingen geaudit.",
    bodyLabel: "Instelling",
    numberLabel: "Nummer",
    validUntil: "Geldig tot {date}",
    download: "Certificaat downloaden",
    downloadContext: "{name}, geldig tot {date}",
  },
  cta: {
    title: "Een veiligheidsaudit of een conformiteitsproject nodig?",
    text: "Vertel ons over uw machines en uw deadlines: we stellen een duidelijke aanpak voor, van diagnose tot conformiteitsbewijs.",
    button: "Contacteer ons",
  },
};

export default safety;
