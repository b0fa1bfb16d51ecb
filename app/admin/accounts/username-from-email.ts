/**
 * A username from an e-mail address: its part before "@", lower case, other characters turned to
 * dots ("Anne-Marie.Dupont@x.be" gives "anne-marie.dupont"); empty when nothing usable is left.
 * The invitation form's suggestion (./browser/username-suggestion.ts) and the server's default
 * for an empty username say the same.
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().toLowerCase().split("@")[0] ?? "";
  const name = local
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 64);
  return name.length >= 3 ? name : "";
}
