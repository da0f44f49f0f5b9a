import { type RefObject, useEffect, useRef } from "react";
import { photoFilesOf } from "../photo-files";

/**
 * Photos pasted or dropped anywhere on the dialog that holds `anchorRef` (its form when it has no
 * dialog): a photo pasted into the title or dropped on the text lands in the photo field. Pasted text
 * is left to the field it lands in; a dropped file of any kind is taken, so the browser does not
 * open it in place of the app.
 */
export function usePhotoPasteAndDrop(anchorRef: RefObject<HTMLElement | null>, onFiles: (files: File[]) => void) {
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;
  useEffect(() => {
    const anchor = anchorRef.current;
    const area = anchor?.closest<HTMLElement>('[role="dialog"]') ?? anchor?.closest("form");
    if (!area) return;
    const take = (kind: "paste" | "drop", event: Event, data: DataTransfer | null) => {
      const files = photoFilesOf(kind, data);
      if (files.length === 0) return;
      event.preventDefault();
      onFilesRef.current(files);
    };
    const handlePaste = (event: ClipboardEvent) => take("paste", event, event.clipboardData);
    const handleDrop = (event: DragEvent) => take("drop", event, event.dataTransfer);
    // Files dragged over the dialog may be dropped there (the browser refuses a drop by default).
    const handleDragOver = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    area.addEventListener("paste", handlePaste);
    area.addEventListener("drop", handleDrop);
    area.addEventListener("dragenter", handleDragOver);
    area.addEventListener("dragover", handleDragOver);
    return () => {
      area.removeEventListener("paste", handlePaste);
      area.removeEventListener("drop", handleDrop);
      area.removeEventListener("dragenter", handleDragOver);
      area.removeEventListener("dragover", handleDragOver);
    };
  }, [anchorRef]);
}
