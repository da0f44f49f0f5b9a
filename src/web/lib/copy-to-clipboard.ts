/**
 * Writes text to the clipboard. Rejects when the Clipboard API is missing (plain-HTTP installations
 * are not a secure context, so browsers hide it there) or when the browser refuses the write.
 */
export async function copyToClipboard(text: string, clipboard: Clipboard | undefined = navigator.clipboard) {
  if (!clipboard?.writeText) {
    throw new Error("The Clipboard API is not available in this context");
  }
  await clipboard.writeText(text);
}
