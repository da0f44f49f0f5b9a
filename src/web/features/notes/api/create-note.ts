import type { CreateNoteInput } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { addToList, refreshNotes, rollback, shiftFigures } from "@/lib/notes-cache";
import { queryKeys } from "@/lib/query-keys";
import { retryUnanswered } from "@/lib/retry-unanswered";

let temporaryId = 0;

/**
 * One submission of the create form. `idempotencyKey` is made once per submission (lib/request-id) and
 * sent as the Idempotency-Key header, so a retry of the same submission cannot create a second note:
 * the server answers a key it has seen with the note it created then.
 */
export type CreateNoteRequest = { input: CreateNoteInput; idempotencyKey: string };

/** Creates a note; it shows at the top of the list at once and is replaced by the server's copy. */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: CreateNoteRequest) =>
      unwrap(await api.notes.$post({ json: input }, { headers: { "Idempotency-Key": idempotencyKey } })),
    // A request that got no answer may still have created the note: asking again with the same key is safe.
    retry: retryUnanswered,
    onMutate: async ({ input }) => {
      temporaryId -= 1;
      const now = new Date().toISOString();
      const draft: NoteSummary = {
        id: temporaryId,
        title: input.title.trim(),
        content: input.content ?? "",
        completed: false,
        category: input.category,
        date: input.date ?? null,
        reminder: input.reminder ?? null,
        isDeleted: false,
        tags: input.tags ?? [],
        itemsDone: 0,
        itemsTotal: input.items?.length ?? 0,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      // Only the lists the note belongs in: all notes, and its own category (a day's list filters by day).
      const prepend = (notes: NoteSummary[]) => [draft, ...notes];
      const all = await addToList(queryClient, queryKeys.notes.list("all"), prepend);
      const own = await addToList(queryClient, queryKeys.notes.list(input.category), prepend);
      const figures = await shiftFigures(queryClient, { category: input.category, active: 1 });
      return { snapshots: [all, own, ...figures] };
    },
    onError: (_error, _request, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}

export function isDraft(note: Pick<NoteSummary, "id">): boolean {
  return note.id < 0;
}
