import type { Translation } from "../../translation";
import type fr from "../fr/approval-preview.server";

const approvalPreview: Translation<typeof fr> = {
  title: "Voorbeeld ter goedkeuring",
  banner:
    "Vertrouwelijk voorbeeld ter goedkeuring, versie van {date}. Deze pagina is niet gepubliceerd.",
  heading: "Uw goedkeuring",
  approveText:
    "Mag deze inhoud zo gepubliceerd worden, vul dan uw naam in en keur goed. Datum en uur worden bewaard.",
  name: "Uw naam",
  approve: "Ik keur deze inhoud goed",
  commentText: "Een correctie, een voorbehoud? Laat ons een opmerking na.",
  comment: "Uw opmerking",
  send: "Opmerking versturen",
  approved: "Goedgekeurd door {name} op {date}.",
  thanksApproved: "Dank u, uw goedkeuring is bewaard.",
  thanksComment: "Dank u, uw opmerking is aan ons team bezorgd.",
  invalid: "Vul uw naam in (minstens 2 tekens) en, voor een opmerking, de tekst ervan.",
  gone: "Deze link is niet meer geldig: hij is verlopen of ingetrokken. Vraag uw contactpersoon een nieuwe.",
};

export default approvalPreview;
