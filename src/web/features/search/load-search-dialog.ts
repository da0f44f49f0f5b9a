import { onDemand } from "@/lib/on-demand";

/**
 * The search dialog with its logic (queries, offline matching, highlighting) and its texts' loader as a
 * chunk of its own: /home's first load carries only the header's button and the shortcut listener
 * (search-button.tsx).
 */
export const searchDialog = onDemand(() => import("./search-dialog-module"));
