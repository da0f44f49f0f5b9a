import type { Page } from "@playwright/test";

/*
 * A paste or a drop of a file, as the browser delivers it to the page: a ClipboardEvent or the
 * DragEvents of a drag, each carrying a DataTransfer that holds the file. Playwright has no call for
 * either with files, so they are dispatched in the page (as strings: e2e/ has no DOM types).
 */

export type TransferFile = { name: string; mimeType: string; buffer: Buffer };

const fileScript = ({ name, mimeType, buffer }: TransferFile) => `
  const bytes = Uint8Array.from(atob(${JSON.stringify(buffer.toString("base64"))}), (c) => c.charCodeAt(0));
  const data = new DataTransfer();
  data.items.add(new File([bytes], ${JSON.stringify(name)}, { type: ${JSON.stringify(mimeType)} }));`;

/**
 * Pastes `file` (or only `text`) into the focused element; resolves whether the page took the
 * paste (cancelled the browser's own).
 */
export function pasteInto(page: Page, content: { file: TransferFile } | { text: string }): Promise<boolean> {
  const fill =
    "file" in content
      ? fileScript(content.file)
      : `const data = new DataTransfer(); data.setData("text/plain", ${JSON.stringify(content.text)});`;
  return page.evaluate(`(() => {
    ${fill}
    const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
    return !document.activeElement.dispatchEvent(event);
  })()`);
}

/**
 * Drags `file` over the element `selector` finds and drops it there (dragenter, dragover, drop);
 * resolves whether the page accepted the drop (cancelled dragover and drop).
 */
export function dropOnto(page: Page, selector: string, file: TransferFile): Promise<boolean> {
  return page.evaluate(`(() => {
    ${fileScript(file)}
    const target = document.querySelector(${JSON.stringify(selector)});
    const fire = (type) => !target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    fire("dragenter");
    const accepted = fire("dragover");
    return fire("drop") && accepted;
  })()`);
}
