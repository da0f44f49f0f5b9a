import { XMLParser, XMLValidator } from "fast-xml-parser";
import { DavXmlError } from "./dav-xml-types.js";

/** A parsed element with its namespace resolved from the xmlns declarations in scope. */
export type DavElement = {
  ns: string;
  name: string;
  attrs: Record<string, string>;
  children: (DavElement | string)[];
};

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_DEPTH = 32;
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/*
 * The library resolves no entities at all (processEntities off): the five predefined ones and
 * character references are decoded below, and a DOCTYPE is refused before parsing, so neither
 * external entities (XXE) nor expanding ones (billion laughs) can reach it. Prefixes are kept and
 * resolved here because clients choose any prefix they like (D:, d:, A:, a default namespace).
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: false,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: "#cdata",
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
});

type RawNode = Record<string, unknown> & { ":@"?: Record<string, string> };

/** Parses a request body; null when it is empty (or only whitespace). */
export function readXml(body: string): DavElement | null {
  if (Buffer.byteLength(body, "utf8") > MAX_BODY_BYTES) throw new DavXmlError("The body is larger than 1 MB");
  const text = body.replace(/^\uFEFF/, "");
  if (text.trim() === "") return null;
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new DavXmlError("DOCTYPE and entity declarations are not accepted");
  const validation = XMLValidator.validate(text);
  if (validation !== true) throw new DavXmlError(`Malformed XML: ${validation.err.msg}`);
  let raw: RawNode[];
  try {
    raw = parser.parse(text) as RawNode[];
  } catch (error) {
    throw new DavXmlError(`Malformed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const roots = raw.filter((node) => elementKey(node) !== null);
  if (roots.length !== 1) throw new DavXmlError("The body must have exactly one root element");
  return toElement(roots[0] as RawNode, new Map([["xml", XML_NS]]), 1);
}

function elementKey(node: RawNode): string | null {
  return Object.keys(node).find((key) => key !== ":@" && key !== "#text" && key !== "#cdata") ?? null;
}

function toElement(node: RawNode, outerScope: Map<string, string>, depth: number): DavElement {
  if (depth > MAX_DEPTH) throw new DavXmlError(`Elements are nested deeper than ${MAX_DEPTH} levels`);
  const qualified = elementKey(node) as string;
  const rawAttrs = node[":@"] ?? {};
  const scope = withDeclarations(outerScope, rawAttrs);
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttrs)) {
    if (key === "xmlns" || key.startsWith("xmlns:")) continue;
    attrs[key.slice(key.indexOf(":") + 1)] = decodeEntities(String(value));
  }
  const { ns, name } = resolve(qualified, scope);
  const children: (DavElement | string)[] = [];
  for (const child of node[qualified] as RawNode[]) {
    if ("#text" in child) children.push(decodeEntities(String(child["#text"])));
    else if ("#cdata" in child) children.push(cdataText(child["#cdata"]));
    else if (elementKey(child) !== null) children.push(toElement(child, scope, depth + 1));
  }
  return { ns, name, attrs, children };
}

function withDeclarations(outer: Map<string, string>, attrs: Record<string, string>): Map<string, string> {
  const declarations = Object.entries(attrs).filter(([key]) => key === "xmlns" || key.startsWith("xmlns:"));
  if (declarations.length === 0) return outer;
  const scope = new Map(outer);
  for (const [key, value] of declarations) scope.set(key === "xmlns" ? "" : key.slice(6), decodeEntities(value));
  return scope;
}

function resolve(qualified: string, scope: Map<string, string>): { ns: string; name: string } {
  const colon = qualified.indexOf(":");
  if (colon === -1) return { ns: scope.get("") ?? "", name: qualified };
  const prefix = qualified.slice(0, colon);
  const ns = scope.get(prefix);
  if (ns === undefined) throw new DavXmlError(`Undeclared namespace prefix "${prefix}"`);
  return { ns, name: qualified.slice(colon + 1) };
}

function cdataText(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return value.map((part: RawNode) => String(part["#text"] ?? "")).join("");
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the five predefined entities and character references; any other reference is an error. */
function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&([^;&\s]*);?/g, (match, ref: string) => {
    if (!match.endsWith(";")) throw new DavXmlError("Malformed entity reference");
    if (ref in PREDEFINED) return PREDEFINED[ref] as string;
    const code = /^#x[0-9a-f]+$/i.test(ref)
      ? Number.parseInt(ref.slice(2), 16)
      : /^#[0-9]+$/.test(ref)
        ? Number.parseInt(ref.slice(1), 10)
        : Number.NaN;
    if (Number.isNaN(code) || code > 0x10ffff) throw new DavXmlError(`Unknown entity reference "&${ref};"`);
    return String.fromCodePoint(code);
  });
}

export function childElements(element: DavElement): DavElement[] {
  return element.children.filter((child): child is DavElement => typeof child !== "string");
}

export function findChild(element: DavElement, ns: string, name: string): DavElement | undefined {
  return childElements(element).find((child) => child.ns === ns && child.name === name);
}

export function findChildren(element: DavElement, ns: string, name: string): DavElement[] {
  return childElements(element).filter((child) => child.ns === ns && child.name === name);
}

/** The element's own text (not its descendants'), trimmed. */
export function ownText(element: DavElement): string {
  return element.children
    .filter((child): child is string => typeof child === "string")
    .join("")
    .trim();
}

export function isElement(element: DavElement, ns: string, name: string): boolean {
  return element.ns === ns && element.name === name;
}
