import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { addPhoto, deletePhoto } from "./photo-command-kinds";

/** The changes, typed by their kinds (photo-command-kinds.ts, loaded with the outbox). */
const addPhotoCommand = outboxCommand<typeof addPhoto>("photos.add");
const deletePhotoCommand = outboxCommand<typeof deletePhoto>("photos.delete");

/** Adds a photo (its id and size made by the caller) to a note, through the outbox: offline too. */
export function useAddPhoto() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: Parameters<typeof addPhotoCommand>[0]) => addPhotoCommand(input),
  });
}

export function useDeletePhoto() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: Parameters<typeof deletePhotoCommand>[0]) => deletePhotoCommand(input),
  });
}
