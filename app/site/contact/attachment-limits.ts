/**
 * What the contact form takes as attachments, shared by the browser (a check before sending)
 * and the server (the bound that counts). Drawings and documents a quote is priced from.
 */
export const ATTACHMENT_LIMITS = {
  files: 5,
  /** All files of one request together. */
  totalBytes: 25 * 1024 * 1024,
  /** The longest file name kept (characters), extension included. */
  nameLength: 120,
} as const;

/** The form's file field, with and without JavaScript. */
export const ATTACHMENTS_FIELD = "attachments";

/** The kinds of file taken, by the extensions a name may end with. */
export const attachmentKinds = {
  pdf: ["pdf"],
  dwg: ["dwg"],
  dxf: ["dxf"],
  step: ["step", "stp"],
  iges: ["iges", "igs"],
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  xlsx: ["xlsx"],
  docx: ["docx"],
  zip: ["zip"],
} as const;
export type AttachmentKind = keyof typeof attachmentKinds;

/** For the file input's `accept`: what the picker offers first. */
export const attachmentAccept = Object.values(attachmentKinds)
  .flat()
  .map((extension) => `.${extension}`)
  .join(",");

/** The kind a file name announces, from its extension; undefined for any other. */
export function kindOfName(name: string): AttachmentKind | undefined {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  for (const [kind, extensions] of Object.entries(attachmentKinds)) {
    if ((extensions as readonly string[]).includes(extension)) return kind as AttachmentKind;
  }
  return undefined;
}

/** Why attachments were refused; the form says it in the visitor's language. */
export type AttachmentError = "tooMany" | "tooLarge" | "type" | "malformed";
