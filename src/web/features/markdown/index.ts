// Markdown: a note's content rendered (headings, emphasis, lists, task lists, links, code) with raw
// HTML off, the renderer loaded on demand. Used by the note editor's preview. Re-exports only.

export { looksLikeMarkdown } from "./looks-like-markdown";
export { MarkdownView, preloadMarkdown } from "./markdown-view";
