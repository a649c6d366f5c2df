// Invoker commands: a button that opens or closes a dialog by itself, before any script has run
// (the side menu, ADR 0142). React passes the attributes through as written; its types lack them.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close";
  }
}
