import type { ReactNode } from "react";
import { FieldSet } from "~/admin/shell/ui/form-field";
import { type FormField, ID_PREFIX, mark } from "./collection-form-field";

/**
 * A collection field of several controls (a text in each language, boxes to tick): the shell's
 * group, named by the field, with its mark for a required field.
 */
export function FieldGroup({
  field,
  error,
  className,
  describeGroup = false,
  children,
}: {
  field: FormField;
  error?: string;
  className: string;
  describeGroup?: boolean;
  children: (described: string) => ReactNode;
}) {
  return (
    <FieldSet
      name={field.name}
      idPrefix={ID_PREFIX}
      label={
        <>
          {field.label}
          {mark(field)}
        </>
      }
      hint={field.hint}
      error={error}
      className={className}
      describeGroup={describeGroup}
    >
      {children}
    </FieldSet>
  );
}
