import { useEffect } from "react";

/** Sets the tab title to "<page> · Poriadok", so history, tabs and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Poriadok` : "Poriadok";
  }, [title]);
}
