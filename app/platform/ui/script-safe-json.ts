/**
 * A value written as JSON inside an inline `<script>`: `<`, `>` and `&` become `\u003c`, `\u003e`
 * and `\u0026`, so no text (a query string, an author's title) can close the tag or open a
 * comment; U+2028 and U+2029 are escaped too, as older parsers end a string at them. The result
 * is still valid JSON and reads back as the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
