/**
 * Control characters have no place in what a visitor types; NUL in particular cannot be stored
 * in PostgreSQL text, and the C1 range (U+0080-U+009F, CSI among them) is read as escape
 * sequences by some terminals that `npm run leads` prints into. Multi-line fields keep tabs and
 * line breaks.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isSingleLineText = (value: string) => !CONTROL.test(value);
export const isMultiLineText = (value: string) => !CONTROL_BUT_LINE_BREAKS.test(value);
