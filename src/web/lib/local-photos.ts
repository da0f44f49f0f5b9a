/**
 * Photos of this browser not (yet) on the server — taken offline, or still uploading — shown from an
 * object URL of the file itself until then, by the photo's id. The rest come from the server:
 * `/api/photos/{id}` and `/thumb`, which never change under an id (the browser keeps them).
 */
const localUrls = new Map<string, string>();

/** Shows `blob` for the photo `id` in this tab (a second call for the same id keeps the first URL). */
export function rememberLocalPhoto(id: string, blob: Blob): void {
  if (!localUrls.has(id) && typeof URL.createObjectURL === "function") localUrls.set(id, URL.createObjectURL(blob));
}

export function photoSrc(id: string, variant: "thumb" | "full"): string {
  return localUrls.get(id) ?? `/api/photos/${id}${variant === "thumb" ? "/thumb" : ""}`;
}
