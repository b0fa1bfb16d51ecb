import type { ReactNode } from "react";

/** A screen's title and what it is for, above its content; `children` add a line (last saved...). */
export function ScreenHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-navy-800">{intro}</p>
      {children}
    </div>
  );
}
