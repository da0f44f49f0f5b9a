import MarkdownIt, { type MarkdownIt as MarkdownItInstance, type Token } from "markdown-it";
import { taskListRule } from "./task-list-rule";

/**
 * A note's Markdown as HTML, made to be put into the page as it is (docs/decisions/028-markdown-in-notes.md):
 * - raw HTML is off (`html: false`): `<script>`, `<img onerror>` and `<a href>` written in a note show
 *   as text, escaped;
 * - a link's address must be http(s), mailto or tel, or have no scheme (relative): javascript:,
 *   vbscript:, data:, file: and any other scheme are refused in every spelling (markdown-it decodes
 *   entities and case before asking), the text staying as written;
 * - images are off: a note never makes the browser fetch another site (a tracker) or a data: URL;
 * - links open in a new tab with rel="noopener noreferrer": the note's page is not handed to them;
 * - `- [ ]` and `- [x]` list items show disabled checkboxes labelled by the item's text.
 * Headings, emphasis, strikethrough, lists, block quotes, links (also bare URLs, and `www.…` without a
 * scheme, as GitHub's Markdown links them), inline code and code blocks are kept. This module is a chunk
 * of its own, loaded when a note is opened (markdown-view.tsx).
 */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isSafeLink(url: string): boolean {
  const address = url.trim();
  return SAFE_SCHEME.test(address) || !ANY_SCHEME.test(address);
}

const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: false })
  .disable(["image", "table"])
  .use(taskListRule);
markdown.validateLink = isSafeLink;
linkOnlyWwwWithoutScheme(markdown);

const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens: Token[], index, options, env, self) => {
  const token = tokens[index] as Token;
  token.attrSet("target", "_blank");
  token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/**
 * linkify-it's fuzzy links take any word that ends in a country's code ("index.ts", "readme.md") for a site;
 * of the addresses written without a scheme, only those beginning with `www.` are links (GitHub's rule).
 */
function linkOnlyWwwWithoutScheme(instance: MarkdownItInstance): void {
  const linkify = instance.linkify.set({ fuzzyLink: true });
  const match = linkify.match.bind(linkify);
  linkify.match = (text) => (match(text) ?? []).filter((found) => found.schema !== "" || /^www\./i.test(found.raw));
}

/** Rendering options: `idPrefix` keeps the ids that label task-list boxes unique in the page. */
export type MarkdownEnv = { idPrefix: string };

export function renderMarkdown(text: string, env: MarkdownEnv): string {
  return markdown.render(text, { ...env, taskCount: 0 });
}
