/** A labelled input of the back office; the error, when there is one, is tied to the field. */
export function FormField({
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  required = true,
}: {
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  const id = `field-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-mist-200 bg-white px-3 py-2 text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message at the top of a form, read out when the page loads with it. */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          : "rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
      }
    >
      {children}
    </p>
  );
}

export const focusRing =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700";
