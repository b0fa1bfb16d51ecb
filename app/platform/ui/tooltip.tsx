import { cloneElement, type ReactElement, useId } from "react";

/** Distance between a control and its tooltip (the spec's side offset). */
export const TOOLTIP_SIDE_OFFSET_PX = 4;

/**
 * A short text describing a control, shown on hover and keyboard focus after 700 ms (at once
 * within 300 ms of another closing) and hidden on Escape, by the site's small script
 * (app/site/ui/site/chrome-script.ts); here only its markup.
 */
export function Tooltip({
  label,
  id: givenId,
  children,
}: {
  label: string;
  /** Needed inside an island, which is hydrated as a root of its own (useId would differ). */
  id?: string;
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <span data-tooltip className="relative inline-flex">
      {cloneElement(children, { "aria-describedby": id })}
      <span
        role="tooltip"
        id={id}
        hidden
        style={{ marginBottom: TOOLTIP_SIDE_OFFSET_PX }}
        className="tooltip"
      >
        {label}
      </span>
    </span>
  );
}
