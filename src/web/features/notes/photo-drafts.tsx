import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import { useAddPhoto } from "./api/note-photos";
import type { NotePhotoDraftsFieldProps, PhotoDraft } from "./components/note-photo-drafts-field";

// The notes feature's third public entry: the create dialog's photos (for note-editor). Apart from
// index.ts because a re-exported module with top-level calls (note-photos' outbox commands, lazyWhenOnline())
// stays in every chunk that imports the barrel, /home's first one among them; from here it rides
// with the create dialog, which loads on demand.
export type { PhotoDraft };

const NotePhotoDraftsField = lazyWhenOnline(() =>
  import("./components/note-photo-drafts-field").then((module) => ({ default: module.NotePhotoDraftsField })),
);

/** The create dialog's photo field (add, take, paste, drop, remove), loaded when the dialog first opens. */
export function NotePhotoDraftsFieldOnDemand(props: NotePhotoDraftsFieldProps) {
  return (
    <Suspense fallback={null}>
      <NotePhotoDraftsField {...props} />
    </Suspense>
  );
}

/**
 * The drafts, kept by the create form: their object URLs are freed as the dialog closes, and `upload`
 * hands them to the outbox once the note's creation is queued, so each photo's command follows the
 * note's (offline too). `upload` runs after the dialog has closed, with the drafts as they were at Add.
 */
export function usePhotoDrafts() {
  const [drafts, setDrafts] = useState<PhotoDraft[]>([]);
  const latest = useRef(drafts);
  latest.current = drafts;
  useEffect(
    () => () => {
      for (const draft of latest.current) URL.revokeObjectURL(draft.url);
    },
    [],
  );
  const { mutate } = useAddPhoto();
  const upload = useCallback(
    (noteId: string, chosen: readonly PhotoDraft[]) => {
      for (const { photo, file } of chosen) mutate({ noteId, photo, file });
    },
    [mutate],
  );
  return { drafts, setDrafts, upload };
}
