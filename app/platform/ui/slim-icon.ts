import type { LucideIcon, LucideProps } from "lucide-react";
import { createElement, forwardRef } from "react";

// lucide draws every icon with the same presentation attributes (xmlns, fill, stroke, caps,
// joins): app.css sets them once for .lucide, so each inline icon in a page's HTML is about
// 120 bytes shorter. Pages import icons from app/platform/ui/icons.ts; islands wrap theirs here.
const inheritedFromCss = {
  xmlns: undefined,
  fill: undefined,
  stroke: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
} as const;

export function slim(Icon: LucideIcon): LucideIcon {
  const Slim = forwardRef<SVGSVGElement, LucideProps>((props, ref) =>
    createElement(Icon, { ...inheritedFromCss, ...props, ref }),
  );
  Slim.displayName = Icon.displayName;
  return Slim;
}
