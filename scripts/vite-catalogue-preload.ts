import type { Plugin } from "vite";

/**
 * Adds to index.html a small inline script that preloads the chunk of the page's language
 * (src/web/lib/catalogues/<lang>.ts), so it downloads beside the entry instead of after it has run.
 * The language is decided as start-app.tsx decides it: the URL's `/sk` prefix, or Slovak stored as the
 * choice. The server hashes every inline script of index.html into its CSP at start-up.
 *
 * Not on a page prerendered at build: it loads no JavaScript but the boot module until the visitor
 * touches it, and the boot module then asks for its texts beside the app (src/web/app/main.tsx).
 */
export function cataloguePreload(): Plugin {
  return {
    name: "poriadok:catalogue-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const files: Record<string, string> = {};
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type !== "chunk") continue;
          const locale = /\/lib\/catalogues\/(\w+)\.ts$/.exec(output.facadeModuleId ?? "")?.[1];
          if (locale) files[locale] = `/${output.fileName}`;
        }
        if (!files.en || !files.sk) throw new Error("catalogue-preload: no chunk for lib/catalogues/en.ts or sk.ts");
        const script = `(() => {
        if (document.documentElement.hasAttribute("data-prerendered")) return;
        var files = ${JSON.stringify(files)};
        var locale = /^\\/sk(\\/|$)/.test(location.pathname) ? "sk" : "en";
        try { if (localStorage.getItem("language") === "sk") locale = "sk"; } catch (_) {}
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = files[locale];
        document.head.appendChild(link);
      })();`;
        return [{ tag: "script", children: script, injectTo: "head" }];
      },
    },
  };
}
