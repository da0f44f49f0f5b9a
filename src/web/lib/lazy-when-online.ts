import { type ComponentType, lazy } from "react";
import { importWhenOnline } from "./import-when-online";

/** React.lazy over importWhenOnline. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature takes any component type.
export function lazyWhenOnline<Component extends ComponentType<any>>(
  importModule: () => Promise<{ default: Component }>,
) {
  return lazy(() => importWhenOnline(importModule));
}
