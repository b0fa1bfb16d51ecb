import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghostLight";
export type ButtonSize = "md" | "lg";

const variantClass: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  outline: "btn-outline",
  ghostLight: "btn-ghost-light",
};

/**
 * Button look, shared by <button> and links that act as calls to action. The looks are component
 * classes (app/app.css): every page repeats them, and utilities passed in `extra` still win.
 */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
): string {
  return cn("btn", variantClass[variant], size === "lg" ? "btn-lg" : "btn-md", extra);
}
