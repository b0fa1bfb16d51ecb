import "react";

// Invoker commands (HTML's `commandfor`/`command`), not yet in React's types: React 19 passes
// unknown lowercase attributes through to the DOM as they are.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "toggle-popover"
      | "show-popover"
      | "hide-popover";
  }
}
