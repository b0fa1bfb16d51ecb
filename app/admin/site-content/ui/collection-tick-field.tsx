import { FieldGroup } from "./collection-field-group";
import { type FormField, ID_PREFIX } from "./collection-form-field";

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
  return (
    <FieldGroup field={field} error={error} className="space-y-2" describeGroup>
      {() => (
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
      )}
    </FieldGroup>
  );
}
