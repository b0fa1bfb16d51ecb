import { Link } from "react-router";
import { buttonClass } from "~/platform/ui/button";
import { focusRing } from "./form-field";
import { ScreenHeading } from "./screen-heading";

/** A list screen's title and introduction, with the way to add one more on its right. */
export function ListHeading({
  title,
  intro,
  add,
}: {
  title: string;
  intro: string;
  add: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <ScreenHeading title={title} intro={intro} />
      <Link to={add.to} className={buttonClass("primary", "md", focusRing)}>
        {add.label}
      </Link>
    </div>
  );
}
