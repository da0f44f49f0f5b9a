import path from "node:path";
import type { Plugin } from "vite";

/**
 * Keeps the app that the boot module (src/web/app/main.tsx) imports dynamically in one chunk, as the
 * entry's own code was before it (docs/decisions/014, "Public pages stay static until touched").
 *
 * Rolldown does not see that a screen's chunk only ever loads after the app's start-up chunk, so it cut
 * every module that start-up shares with a screen into a chunk of its own: 13 files to start the app
 * instead of 8. Making start-up (`appEntry`) a user-defined entry beside index.html lets one group take
 * everything either entry imports statically (Rolldown's `$initial` tag), while a group of higher
 * priority keeps the boot module's own imports (its static graph, read once the module graph is built)
 * in the boot chunk. A group of the config with the same priority (0) and declared before these (a
 * framework chunk) still takes what it matches.
 */
export function appEntryChunks({ root, appEntry }: { root: string; appEntry: string }): Plugin {
  const bootModules = new Set<string>();
  return {
    name: "poriadok:app-entry-chunks",
    apply: "build",
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            input: { index: path.join(root, "index.html"), "start-app": appEntry },
            output: {
              codeSplitting: {
                groups: [
                  { name: "index", test: (id: string) => bootModules.has(id), priority: 20 },
                  { name: "start-app", tags: ["$initial"], priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const html = [...this.getModuleIds()].find((id) => id.endsWith("index.html"));
      const pending = html ? [html] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (bootModules.has(id)) continue;
        bootModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
