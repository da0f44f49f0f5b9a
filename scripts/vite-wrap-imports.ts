import type { Plugin } from "vite";

/**
 * Resolves every import of a package (`from "zod"`) to a module of the app that wraps it, except the
 * wrapper's own import of the package. The wrapper runs before any module that uses the package, so it
 * can set the package up (or announce it is loaded) wherever in the bundle the package is first needed,
 * without the entry importing it "just in case" (docs/decisions/014).
 */
export function wrapImports(wrappers: Record<string, string>): Plugin {
  return {
    name: "poriadok:wrap-imports",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const wrapper = wrappers[source];
      if (!wrapper || importer === wrapper) return null;
      return this.resolve(wrapper, importer, { ...options, skipSelf: true });
    },
  };
}
