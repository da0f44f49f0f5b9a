import { cloneElement, createElement, type ReactElement, type ReactNode } from "react";

/** The HTML tags a catalogue text may use without being handed a component (react-i18next's defaults). */
const BASIC_TAGS = new Set(["strong", "i"]);

/** `<name>text</name>`: the catalogues' markup is flat, one level, text inside (the test checks every use). */
const MARKED_PART = /<(\w+)>([^<]*)<\/\1>/g;

// What i18next's escaping (escapeValue) turns a value's characters into, turned back.
const ESCAPED_CHARACTERS: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x2F;": "/",
};
const ESCAPED_CHARACTER = /&(?:amp|lt|gt|quot|#39|#x2F);/g;

function unescapeValue(text: string): string {
  return text.replace(ESCAPED_CHARACTER, (entity) => ESCAPED_CHARACTERS[entity] ?? entity);
}

type TranslateWithOptions = (key: string, options: Record<string, unknown>) => string;

type TranslationWithMarkupProps = {
  t: TranslateWithOptions;
  i18nKey: string;
  values?: Record<string, string | number>;
  count?: number;
  /** The element each named tag becomes, its text as children: `{ email: <MailLink email={…} /> }`. */
  components?: Record<string, ReactElement>;
};

/**
 * A catalogue text with tags in it ("Write to <email>{{email}}</email>.", "Tap <strong>Add</strong>")
 * rendered as React elements, as react-i18next's Trans renders these texts, in a few lines: Trans with
 * its HTML parser was ≈ 6 KB of every page's first load (docs/decisions/014). As Trans does, the
 * values are escaped before the tags are read, so a name with "<b>" in it stays text.
 */
export function TranslationWithMarkup({ t, i18nKey, values, count, components = {} }: TranslationWithMarkupProps) {
  const text = t(i18nKey, { ...values, count, interpolation: { escapeValue: true } });
  const parts: ReactNode[] = [];
  let textStart = 0;
  for (const match of text.matchAll(MARKED_PART)) {
    const [whole, tag = "", inner = ""] = match;
    if (match.index > textStart) parts.push(unescapeValue(text.slice(textStart, match.index)));
    parts.push(renderTag(tag, unescapeValue(inner), components, parts.length));
    textStart = match.index + whole.length;
  }
  if (textStart < text.length) parts.push(unescapeValue(text.slice(textStart)));
  return <>{parts}</>;
}

function renderTag(tag: string, inner: string, components: Record<string, ReactElement>, key: number): ReactNode {
  const component = components[tag];
  if (component) return cloneElement(component, { key }, inner);
  if (BASIC_TAGS.has(tag)) return createElement(tag, { key }, inner);
  return inner;
}
