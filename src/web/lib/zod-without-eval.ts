import { z } from "zod";

/*
 * Zod compiles object schemas with `new Function` when it may. Before the first parse it probes for
 * that, and under the app's Content-Security-Policy (script-src without 'unsafe-eval') the probe is
 * refused and reported as a CSP violation. Jitless mode never probes; parsing stays correct and fast
 * enough for forms.
 *
 * The web build resolves every other `import … from "zod"` to this module (vite.config.ts, wrapImports),
 * so the setting is made before any module that uses zod runs, wherever that module is: zod stays out
 * of the first load of pages that parse nothing (docs/decisions/014).
 */
z.config({ jitless: true });

export * from "zod";
export { z };
export default z;
