import { type FormField, ID_PREFIX, mark } from "./collection-form-field";

/**
 * Boxes to tick, any number (no JavaScript needed): library pictures with their thumbnails, or
 * the values of a fixed list. The form sends one value per ticked box.
 */
export function TickField({
  field,
  value,
  error,
  choices,
}: {
  field: FormField;
  value: string;
  error?: string;
  choices: { value: string; label: string; thumb?: string }[];
}) {
  const ticked = new Set(value.split("\n").filter(Boolean));
  const base = `${ID_PREFIX}-${field.name}`;
  const described = [field.hint && `${base}-hint`, error && `${base}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="space-y-2" {...(described ? { "aria-describedby": described } : {})}>
      <legend className="text-sm font-semibold text-navy-900">
        {field.label}
        {mark(field)}
      </legend>
      {field.hint && (
        <p id={`${base}-hint`} className="text-sm text-navy-800">
          {field.hint}
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice, index) => (
          <li key={choice.value}>
            <label className="flex items-center gap-3 rounded-md border border-mist-200 p-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name={field.name}
                value={choice.value}
                id={index === 0 ? base : undefined}
                defaultChecked={ticked.has(choice.value)}
                className="size-5 shrink-0"
              />
              {choice.thumb && (
                <img
                  src={choice.thumb}
                  alt=""
                  width={64}
                  height={36}
                  className="h-9 w-16 rounded object-cover"
                />
              )}
              <span className="min-w-0 break-words">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${base}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
