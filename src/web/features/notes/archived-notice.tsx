import type { NoteSummary } from "@shared/schemas/note-page";
import { Suspense, useState } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";

// The notes feature's fourth public entry: the notice of an archived note (for note-editor's edit dialog and
// the shopping list's screen). Apart from index.ts because a shopping list's screen that imports the barrel
// takes the barrel's modules with top-level calls along, and the chunks /home shares with it split up
// (seen: /home's JS +1 KB). Few notes are opened while archived: the notice and its texts come on demand.
const ArchivedNoticeLine = lazyWhenOnline(() =>
  import("./components/archived-notice-line").then((module) => ({ default: module.ArchivedNoticeLine })),
);

type ArchivedNoticeOnDemandProps = { note: Pick<NoteSummary, "id" | "category" | "archivedAt" | "sharing"> };

/**
 * The notice of an archived task, note or list (components/archived-notice-line.tsx), loaded when one is
 * shown. Once shown it stays mounted, so that after Unarchive its line can say the note is back (and keep
 * the focus) when the note itself has already come back without its archive date. Archive is the owner's
 * alone, so a shared list's member sees nothing here.
 */
export function ArchivedNoticeOnDemand({ note }: ArchivedNoticeOnDemandProps) {
  const [wasArchived, setWasArchived] = useState(note.archivedAt !== null);
  if (note.archivedAt !== null && !wasArchived) setWasArchived(true);
  if (!wasArchived || note.sharing?.role === "member") return null;
  return (
    <Suspense fallback={null}>
      <ArchivedNoticeLine note={note} />
    </Suspense>
  );
}
