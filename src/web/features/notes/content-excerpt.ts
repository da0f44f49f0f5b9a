/**
 * A note's content as its card shows it: Markdown's marks taken out (heading and quote marks, list
 * bullets, emphasis and code ticks, a link's address), a task-list item as ☐/☑. Regular expressions
 * only: the card is in /home's first load, and the Markdown renderer loads when a note is opened.
 */
export function contentExcerpt(content: string): string {
  return content
    .replace(/^ *```.*$/gm, "")
    .replace(/^ *(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+(?:\[([ xX])\][ \t]+)?/gm, (_mark, box?: string) =>
      box === undefined ? "" : box === " " ? "☐ " : "☑ ",
    )
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
    .replace(/\*\*|__|~~|`/g, "")
    .trim();
}
