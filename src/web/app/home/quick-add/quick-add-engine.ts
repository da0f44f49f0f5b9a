import type { Locale, NoteCategory } from "@shared/constants";
import { quickAddProblem } from "@shared/quick-add/parse-quick-add";
import type { QueryClient } from "@tanstack/react-query";
import type { TagList } from "@/features/notes";
import { quickAddState } from "./quick-add-state";
import { loadKnownLists, readLine } from "./read-line";
import { writeQuickAdd } from "./write-quick-add";

/** Quick add's code beyond its field, loaded on first focus (quick-add-field.tsx). */
export { QuickAddController } from "./quick-add-controller";

type Submission = { input: HTMLInputElement | null; locale: Locale; tags: TagList; queryClient: QueryClient };

/**
 * Adds what the field's line says, through the outbox (so offline too): its new tags, then the task,
 * list or note, or the items of an existing list; the field is emptied for the next line. Answers the
 * kind made, or null when the line lacks something (only a date; a shopping line without items),
 * said under the field, the line kept.
 */
export async function submitField({ input, locale, tags, queryClient }: Submission): Promise<NoteCategory | null> {
  if (!input || input.value.trim() === "") return null;
  await loadKnownLists(queryClient);
  const line = readLine(input.value, quickAddState.get().keep, locale, tags, queryClient);
  const problem = quickAddProblem(line);
  const written = problem ? { error: `errors:${problem}` } : await writeQuickAdd(line, tags);
  if ("error" in written) {
    quickAddState.set({ error: written.error });
    return null;
  }
  input.value = "";
  input.dispatchEvent(new Event("input", { bubbles: true }));
  quickAddState.set({ keep: [], error: "" });
  return written.category;
}
