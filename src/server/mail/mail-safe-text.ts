/**
 * Text someone else chose (a name, a list's title) as a mail to a third person may carry it: a mail
 * from Poriadok must not become the sender's megaphone (issue 24, invitations). The text is
 * - one line: control and format characters (line breaks, bidi overrides, zero-width characters)
 *   go, so it cannot forge paragraphs in the plain-text part or reorder what is shown;
 * - bounded to `maxLength` characters (whole graphemes), with "…" when cut;
 * - never a link: what a mail program would turn into one (a scheme's "://", a dot before a
 *   domain-like label, an address's "@", a numeric IP) is broken with brackets — "example[.]com",
 *   "https[:]//…", "name[@]example[.]org" — as security advisories do. Only such places change:
 *   "1.5 kg" and "J. Novák" stay as written.
 * HTML escaping stays the template's job (escapeHtml); this is for both parts of the mail.
 */
export function mailSafeText(value: string, maxLength: number): string {
  const oneLine = value
    .normalize("NFKC")
    // Format characters go (the joiner of emoji sequences stays); line and control characters part words.
    .replace(/(?!\u200D)\p{Cf}/gu, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  return breakLinks(truncate(oneLine, maxLength));
}

/** Dots a domain name could use: the ASCII one and those IDNA reads as one (NFKC leaves U+3002 alone). */
const DOT = "[.\\u3002\\uFF0E\\uFF61]";
const LINK_PARTS: [RegExp, (match: string) => string][] = [
  // A scheme: "https://", "ftp://", and those that need no slashes ("mailto:", "javascript:" …).
  [
    /\b[a-z][a-z0-9+.-]*:(?=\/\/)|\b(?:mailto|tel|sms|callto|javascript|data|file):/giu,
    (scheme) => `${scheme.slice(0, -1)}[:]`,
  ],
  // A dot followed by a label of two letters or more: "example.com", "www.x", "poriadok.sk/login".
  [new RegExp(`(?<=[\\p{L}\\p{N}_-])${DOT}(?=[\\p{L}\\p{N}-]*\\p{L}{2})`, "gu"), (dot) => `[${dot}]`],
  // The dots of a numeric IPv4 address.
  [/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, (address) => address.replaceAll(".", "[.]")],
  // An e-mail address's "@".
  [/(?<=\S)[@\uFF20](?=\S)/gu, (at) => `[${at}]`],
];

function breakLinks(text: string): string {
  return LINK_PARTS.reduce((result, [pattern, replace]) => result.replace(pattern, replace), text);
}

function truncate(text: string, maxLength: number): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)];
  if (graphemes.length <= maxLength) return text;
  return `${graphemes
    .slice(0, maxLength - 1)
    .map((part) => part.segment)
    .join("")
    .trimEnd()}…`;
}
