import type { RefObject } from "react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { showErrorToast } from "@/lib/show-error-toast";
import { type PhotoFile, readPhotoFile } from "../photo-files";
import { usePhotoPasteAndDrop } from "./use-photo-paste-drop";

type ReadPhoto = Exclude<PhotoFile, { error: string }>;

/**
 * The photo fields' intake (the edit dialog's and the create dialog's): files chosen, taken, pasted or
 * dropped are read one after another against the note's limit (photo-files.ts), each refusal named in
 * a toast, each accepted one handed to `onPhoto`. `forget` gives a removed photo's place back.
 */
export function usePhotoIntake(
  fieldRef: RefObject<HTMLElement | null>,
  already: number,
  onPhoto: (read: ReadPhoto) => void,
) {
  const { t } = useTranslation(["notes", "errors"]);
  const count = useRef(already);
  const addFiles = async (files: File[]) => {
    for (const file of files) {
      const read = await readPhotoFile(file, count.current);
      if ("error" in read) {
        showErrorToast(t, read.error);
        continue;
      }
      count.current += 1;
      onPhoto(read);
    }
  };
  usePhotoPasteAndDrop(fieldRef, (files) => void addFiles(files));
  return {
    addFiles: (files: File[]) => void addFiles(files),
    forget: () => {
      count.current -= 1;
    },
  };
}
