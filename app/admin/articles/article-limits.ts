/**
 * The longest article text (Markdown) the editor accepts, in characters as a textarea's
 * `maxlength` and JavaScript count them (UTF-16 code units, a line break as one). Stated here
 * only: the form's zod schema, the textarea, its counter and the server's body limit follow it.
 */
export const MAX_MARKDOWN_LENGTH = 100_000;

/**
 * The body of the editor's largest valid form: each character of the text as much as 9 bytes
 * once form-encoded (a 3-byte UTF-8 character, percent-encoded: `€` is `%E2%82%AC`), plus
 * 32 KB for the other fields (title, excerpt, tags: about 15 KB at their worst). nginx's
 * `client_max_body_size` for these routes (deploy/nginx.conf, 1m) is above it.
 */
export const MAX_ARTICLE_FORM_BYTES = MAX_MARKDOWN_LENGTH * 9 + 32 * 1024;
