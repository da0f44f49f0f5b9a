/** A heading, list or quote line, a fence, emphasis, inline code or a link: the marks Markdown is told by. */
const MARKDOWN_SIGNS =
  /^ {0,3}(#{1,6} |[-*+] |\d{1,9}[.)] |> |```|~~~)|\*\*[^*\n]+\*\*|__[^_\n]+__|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\)/m;

/** Whether a note's text uses Markdown, so that opening it shows it rendered rather than as written. */
export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_SIGNS.test(text);
}
