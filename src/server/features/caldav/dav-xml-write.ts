import {
  APPLE_ICAL,
  CALDAV,
  CALSERVER,
  DAV,
  type DavResponse,
  type PropStat,
  type PropValue,
  type QName,
  type XmlNode,
} from "./dav-xml-types.js";

const KNOWN_PREFIXES: [string, string][] = [
  [DAV, "d"],
  [CALDAV, "c"],
  [CALSERVER, "cs"],
  [APPLE_ICAL, "ical"],
];
const ROOT_DECLARATIONS = KNOWN_PREFIXES.map(([ns, prefix]) => ` xmlns:${prefix}="${escapeXml(ns)}"`).join("");
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  207: "Multi-Status",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  412: "Precondition Failed",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  423: "Locked",
  424: "Failed Dependency",
  500: "Internal Server Error",
  501: "Not Implemented",
  507: "Insufficient Storage",
};

/** Drops what XML 1.0 cannot carry at all: C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF. */
function withoutInvalidChars(text: string): string {
  let kept = "";
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    const isControl = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    const isLoneSurrogate = code >= 0xd800 && code <= 0xdfff;
    if (!isControl && !isLoneSurrogate && code !== 0xfffe && code !== 0xffff) kept += char;
  }
  return kept;
}
const XML_NAME = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;

export function escapeXml(text: string): string {
  return withoutInvalidChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function statusLine(status: number): string {
  const text = STATUS_TEXT[status];
  if (!Number.isInteger(status) || status < 100 || status > 599) throw new Error(`Invalid HTTP status ${status}`);
  return `HTTP/1.1 ${status}${text ? ` ${text}` : ""}`;
}

/**
 * Serialises elements with the four well-known prefixes declared once on the root; any other
 * namespace gets a generated prefix (x1, x2…, stable within one document) declared on each
 * element that uses it, so fragments stay self-contained.
 */
class XmlWriter {
  private readonly prefixes = new Map<string, string>(KNOWN_PREFIXES);
  private generated = 0;

  element(name: QName, content: string, attrs: Record<string, string> = {}): string {
    if (!XML_NAME.test(name.name)) throw new Error(`Invalid XML element name "${name.name}"`);
    const { qualified, declaration } = this.qualify(name);
    const attributes = Object.entries(attrs)
      .map(([key, value]) => {
        if (!XML_NAME.test(key)) throw new Error(`Invalid XML attribute name "${key}"`);
        return ` ${key}="${escapeXml(value)}"`;
      })
      .join("");
    const open = `${qualified}${declaration}${attributes}`;
    return content === "" ? `<${open}/>` : `<${open}>${content}</${qualified}>`;
  }

  node(node: XmlNode): string {
    const content = (node.children ?? [])
      .map((child) => (typeof child === "string" ? escapeXml(child) : this.node(child)))
      .join("");
    return this.element(node.name, content, node.attrs);
  }

  value(value: PropValue | undefined): string {
    if (value === undefined || value === null) return "";
    if (typeof value === "string") return escapeXml(value);
    if (Array.isArray(value)) return value.map((node) => this.node(node)).join("");
    return this.node(value);
  }

  dav(name: string, content: string): string {
    return this.element({ ns: DAV, name }, content);
  }

  private qualify(name: QName): { qualified: string; declaration: string } {
    if (name.ns === "") return { qualified: name.name, declaration: "" };
    const known = this.prefixes.get(name.ns);
    const isRootDeclared = KNOWN_PREFIXES.some(([ns]) => ns === name.ns);
    let prefix = known;
    if (prefix === undefined) {
      this.generated += 1;
      prefix = `x${this.generated}`;
      this.prefixes.set(name.ns, prefix);
    }
    const declaration = isRootDeclared ? "" : ` xmlns:${prefix}="${escapeXml(name.ns)}"`;
    return { qualified: `${prefix}:${name.name}`, declaration };
  }
}

function propstatXml(writer: XmlWriter, propstat: PropStat): string {
  const props = propstat.props.map((prop) => writer.element(prop.name, writer.value(prop.value))).join("");
  return writer.dav("propstat", writer.dav("prop", props) + writer.dav("status", statusLine(propstat.status)));
}

function responseXml(writer: XmlWriter, response: DavResponse): string {
  const href = writer.dav("href", escapeXml(response.href));
  const body =
    "status" in response
      ? writer.dav("status", statusLine(response.status))
      : response.propstats.map((propstat) => propstatXml(writer, propstat)).join("");
  return writer.dav("response", href + body);
}

/** A 207 Multi-Status body (RFC 4918 13), with the sync-token last when given (RFC 6578 6.2). */
export function multistatus(responses: DavResponse[], syncToken?: string): string {
  const writer = new XmlWriter();
  const parts = responses.map((response) => responseXml(writer, response));
  if (syncToken !== undefined) parts.push(writer.dav("sync-token", escapeXml(syncToken)));
  return `${XML_DECLARATION}<d:multistatus${ROOT_DECLARATIONS}>${parts.join("\n")}</d:multistatus>\n`;
}

/** A DAV:error body naming the failed precondition (RFC 4918 16), for 403/409/412 answers. */
export function davError(condition: QName, description?: string): string {
  const writer = new XmlWriter();
  const detail = description ? writer.dav("responsedescription", escapeXml(description)) : "";
  return `${XML_DECLARATION}<d:error${ROOT_DECLARATIONS}>${writer.element(condition, "")}${detail}</d:error>\n`;
}

export function hrefNode(href: string): XmlNode {
  return { name: { ns: DAV, name: "href" }, children: [href] };
}
