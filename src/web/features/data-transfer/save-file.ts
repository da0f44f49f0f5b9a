/** How long the object URL of a saved file stays valid: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a file the app holds in memory to the browser's download (saved under `fileName`). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * The file name a response asks to be saved under (Content-Disposition's `filename*` in UTF-8, else
 * `filename`), or null when it names none. The server names every export, so the fallback is rare.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain filename below (or the caller's default) names the file instead.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}
