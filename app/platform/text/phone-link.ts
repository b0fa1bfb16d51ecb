/**
 * The tel: link of a number a visitor typed ("+32 (0)69 12 34 56", "0475/12.34.56",
 * "0033 3 20 12 34 56"): digits only, after a "+" when the number is international ("00" read as
 * "+", the "(0)" of "+32 (0)69" dropped, as a phone would dial it). Undefined when what remains
 * is too short or too long to be a number (ITU E.164: at most 15 digits).
 */
export function telHref(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  let text = phone.trim();
  const international = text.startsWith("+") || text.startsWith("00");
  if (text.startsWith("00")) text = text.slice(2);
  if (international) text = text.replace(/\(0\)/g, "");
  const digits = text.replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 15) return undefined;
  return `tel:${international ? "+" : ""}${digits}`;
}
