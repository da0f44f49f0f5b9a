import { z } from "zod";

/*
 * Zod compiles object schemas with `new Function` when it may. Before the first parse it probes for
 * that, and under the app's Content-Security-Policy (script-src without 'unsafe-eval') the probe is
 * refused and reported as a CSP violation. Jitless mode never probes; parsing stays correct and fast
 * enough for forms. Imported first by main.tsx, before any schema is used.
 */
z.config({ jitless: true });
