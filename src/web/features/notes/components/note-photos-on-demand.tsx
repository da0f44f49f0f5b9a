import type { NotePhoto } from "@shared/schemas/photo";
import { Suspense } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";

// Photos come on demand: /home's first load has no room for them (scripts/budget/budgets.ts), and
// whatever the notes entry re-exports rides into /home's chunk, so only these two wrappers do.
const NotePhotos = lazyWhenOnline(() => import("./note-photos").then((module) => ({ default: module.NotePhotos })));
const importNotePhotosField = () =>
  import("./note-photos-field").then((module) => ({ default: module.NotePhotosField }));
const NotePhotosField = lazyWhenOnline(importNotePhotosField);

/**
 * Starts loading the edit dialog's photo field with the dialog itself: until it is in, nothing listens for
 * a photo pasted or dropped on the dialog, and one pasted as the dialog opens would be lost.
 */
export function preloadNotePhotosField(): void {
  importNotePhotosField().catch(() => undefined);
}

/** A card's thumbnails, with the first card that has photos; their row's height is held meanwhile. */
export function NotePhotosOnDemand(props: { title: string; photos: NotePhoto[] }) {
  return (
    <Suspense fallback={<div className="h-16" />}>
      <NotePhotos {...props} />
    </Suspense>
  );
}

/** The edit dialog's photos (add, take, paste, drop, remove), loaded when the dialog first opens. */
export function NotePhotosFieldOnDemand(props: { noteId: string; title: string; photos: NotePhoto[] }) {
  return (
    <Suspense fallback={null}>
      <NotePhotosField {...props} />
    </Suspense>
  );
}
