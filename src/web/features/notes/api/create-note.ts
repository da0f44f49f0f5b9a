import type { CreateNoteInput } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import { isCreationPending } from "@/lib/pending-creations";
import type { createNote } from "./note-command-kinds";

/**
 * One submission of the create form. `idempotencyKey` is made once per submission (lib/request-id) and
 * becomes the outbox command's id, sent as the Idempotency-Key header, so a retry of the same
 * submission cannot create a second note: the server answers a key it has seen with the note it created then.
 */
export type CreateNoteRequest = { input: CreateNoteInput; idempotencyKey: string };

/** The change, typed by its kind createNote (note-command-kinds.ts, loaded with the outbox). */
const createNoteCommand = outboxCommand<typeof createNote>("notes.create");

/** Creates a note (through the outbox, so also offline); it shows at the top of the list at once. */
export function useCreateNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: ({ input, idempotencyKey }: CreateNoteRequest) => createNoteCommand(input, idempotencyKey),
  });
}

/** A note shown before the server has answered its creation (lib/pending-creations.ts). */
export function isDraft(note: Pick<NoteSummary, "id">): boolean {
  return isCreationPending(note.id);
}
