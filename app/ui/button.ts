import { cn } from "./cn";

const variants = {
  primary: "bg-accent-500 text-navy-900 hover:bg-accent-400 shadow-sm",
  secondary: "bg-steel-700 text-white hover:bg-steel-600 shadow-sm",
  outline: "border border-steel-700 text-steel-700 hover:bg-process-50",
  ghostLight: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = {
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-7 py-3 text-base",
} as const;

/** Button look, shared by <button> and links that act as calls to action. */
export function buttonClass(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
  extra?: string,
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  );
}
