import type { CreateNoteInput } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { useMutation } from "@tanstack/react-query";
import { isCreationPending } from "@/lib/pending-creations";
import { noteCommands } from "./note-commands";

/**
 * One submission of the create form. `idempotencyKey` is made once per submission (lib/request-id) and
 * becomes the outbox command's id, sent as the Idempotency-Key header, so a retry of the same
 * submission cannot create a second note: the server answers a key it has seen with the note it created then.
 */
export type CreateNoteRequest = { input: CreateNoteInput; idempotencyKey: string };

/** Creates a note (through the outbox, so also offline); it shows at the top of the list at once. */
export function useCreateNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: ({ input, idempotencyKey }: CreateNoteRequest) => noteCommands.create(input, idempotencyKey),
  });
}

/** A note shown before the server has answered its creation (lib/pending-creations.ts). */
export function isDraft(note: Pick<NoteSummary, "id">): boolean {
  return isCreationPending(note.id);
}
