import { Camera, ImagePlus } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * "Add photo" (a file, or the phone's gallery) and, on a touch screen, "Take photo" (the camera):
 * each opens a hidden file input and hands on the files chosen.
 */
export function PhotoPickers({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation("notes");
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const handleChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so choosing the same file again is a change too.
    event.target.value = "";
    onFiles(files);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => pickRef.current?.click()}>
        <ImagePlus aria-hidden />
        {t("photos.add")}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="pointer-fine:hidden"
        onClick={() => cameraRef.current?.click()}
      >
        <Camera aria-hidden />
        {t("photos.take")}
      </Button>
      <input ref={pickRef} type="file" accept="image/*" multiple hidden onChange={handleChosen} />
      <input ref={cameraRef} type="file" accept="image/*" capture="environment" hidden onChange={handleChosen} />
    </div>
  );
}
