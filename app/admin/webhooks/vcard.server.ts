import type { Lead } from "~/platform/database/schema";

/**
 * A request as a vCard 3.0 (RFC 2426): the version every phone's contacts app and the common
 * CRMs import (4.0 is not read by older Android and Outlook). Values escaped as the RFC says
 * (backslash, comma, semicolon, line breaks), lines folded at 75 octets without cutting a
 * character in two, CRLF line ends.
 */
export function leadVcard(lead: Lead, siteUrl: string, backOfficeUrl: string): string {
  const name = lead.name.trim();
  const parts = name.split(/\s+/);
  const family = parts.length > 1 ? (parts.at(-1) ?? "") : "";
  const given = parts.length > 1 ? parts.slice(0, -1).join(" ") : name;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeText(family)};${escapeText(given)};;;`,
    `FN:${escapeText(name)}`,
    lead.company ? `ORG:${escapeText(lead.company)}` : undefined,
    `EMAIL;TYPE=INTERNET:${escapeText(lead.email)}`,
    lead.phone ? `TEL;TYPE=WORK,VOICE:${escapeText(lead.phone)}` : undefined,
    `NOTE:${escapeText(`${backOfficeUrl}\n\n${lead.message}`)}`,
    `SOURCE:${escapeText(siteUrl)}`,
    `UID:${escapeText(`${siteUrl}/leads/${lead.id}`)}`,
    `REV:${lead.updatedAt.toISOString().replace(/\.\d{3}/, "")}`,
    "END:VCARD",
  ].filter((line): line is string => line !== undefined);
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A text value: backslash first, then the separators, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines of at most 75 octets; each continuation starts with a space (RFC 2425, 5.8.1). */
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}
