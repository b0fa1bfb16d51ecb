import { z } from "zod";
import { fieldErrors } from "~/platform/text/field-errors";

/**
 * One zod schema per back-office form (docs/decisions/040): the action parses what was posted
 * with it, and the screen reads its bounds from it, so a limit is written once.
 *
 *   const schema = z.object({ name: z.string().trim().min(1, "required").max(120, "tooLong") });
 *   const bounds = formBounds(schema);     // { name: { required: true, maxLength: 120 } }
 *   <input name="name" {...inputBounds(bounds.name)} />         // maxLength={120}
 *   const parsed = parseForm(schema, { name: text("name") });
 *   if (!parsed.ok) parsed.errors.name;     // "tooLong": the first issue's message, an error code
 *
 * Each check's message is an error code the screen translates; a form posts strings, so a
 * schema reads strings (empty when left blank: "" is refused by `.min(1, "required")`, never
 * turned into undefined). Nested objects are controls named with dots: `{ title: { fr, en } }`
 * gives "title.fr" and "title.en".
 */

/**
 * A one-line text of at most `max` characters, trimmed, without control characters (`invalid`:
 * the error code for one); `required`: it may not be left empty.
 */
export const lineText = (
  max: number,
  { required = true, invalid = "invalid" }: { required?: boolean; invalid?: string } = {},
) => {
  const typed = z.string().trim();
  return (required ? typed.min(1, "required") : typed)
    .max(max, "tooLong")
    .refine((value) => !/\p{Cc}/u.test(value), invalid);
};

/** What a field accepts, as the screen shows it. */
export interface FieldBounds {
  /** The field may not be left empty. */
  required: boolean;
  /** Most characters (texts). */
  maxLength?: number;
  /** Lowest and highest value (numbers). */
  min?: number;
  max?: number;
}

/** A form's field names: an object's keys, a nested object's as "key.inner". */
export type FieldName<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
    ? K
    : NonNullable<T[K]> extends Record<string, unknown>
      ? `${K}.${FieldName<NonNullable<T[K]>>}`
      : K;
}[keyof T & string];

export type FormBounds<S extends z.ZodType> = Record<FieldName<z.input<S>>, FieldBounds>;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const json = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

/** Schemas are made once, at a module's start: their bounds are read once too. */
const read = new WeakMap<z.ZodType, Record<string, FieldBounds>>();

/**
 * Every field's bounds, read from the schema's checks. A text's length is the one checked on what
 * is typed or, when it is checked only after a transform (the article's text counts a line break
 * as one character, as the browser does), on what the transform gives.
 */
export function formBounds<S extends z.ZodType>(schema: S): FormBounds<S> {
  const known = read.get(schema);
  if (known) return known as FormBounds<S>;
  const bounds: Record<string, FieldBounds> = {};
  const walk = (input: JsonSchema, output: JsonSchema | undefined, prefix: string) => {
    for (const [key, typed] of Object.entries(input.properties ?? {})) {
      const checked = output?.properties?.[key];
      if (typed.type === "object" && typed.properties) {
        walk(typed, checked, `${prefix}${key}.`);
        continue;
      }
      // A nullable value (a picture, or none) is never required.
      const nullable = typed.anyOf?.some((member) => member.type === "null") ?? false;
      const field = typed.anyOf?.find((member) => member.type !== "null") ?? typed;
      const listed = !nullable && (input.required?.includes(key) ?? false);
      const required =
        field.type === "string" && field.enum === undefined
          ? (field.minLength ?? 0) >= 1
          : listed && (field.type === "integer" || field.type === "number" || !!field.enum);
      const maxLength =
        field.maxLength ?? (checked?.type === "string" ? checked.maxLength : undefined);
      bounds[`${prefix}${key}`] = {
        required,
        ...(maxLength === undefined ? {} : { maxLength }),
        ...(field.minimum === undefined ? {} : { min: field.minimum }),
        ...(field.maximum === undefined || field.maximum >= Number.MAX_SAFE_INTEGER
          ? {}
          : { max: field.maximum }),
      };
    }
  };
  walk(json(schema, "input"), json(schema, "output"), "");
  read.set(schema, bounds);
  return bounds as FormBounds<S>;
}

/** The attributes a control takes from its bounds (the form's `noValidate` leaves the checks to the server). */
export function inputBounds(bounds: FieldBounds | undefined): {
  maxLength?: number;
  min?: number;
  max?: number;
} {
  if (!bounds) return {};
  const { maxLength, min, max } = bounds;
  return {
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

export type ParsedForm<S extends z.ZodType, Field extends string> =
  | { ok: true; data: z.output<S> }
  | { ok: false; errors: Partial<Record<Field, string>> };

/**
 * The posted values through the schema: its output, or each refused field's first error code,
 * by the field's top-level name ("title" for "title.fr", as the screens show one error a field).
 */
export function parseForm<S extends z.ZodType, Field extends string = string>(
  schema: S,
  values: unknown,
): ParsedForm<S, Field> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors<Field>(parsed.error) };
}
