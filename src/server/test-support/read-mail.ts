/**
 * Reads the mails Poriadok sends (nodemailer's output: headers, multipart/alternative, base64 or
 * quoted-printable parts) — enough for tests to find the recipient, subject, text and links.
 */
export type ReadMail = { to: string; subject: string; text: string; html: string; links: string[] };

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const text = parts.find((part) => part.type.startsWith("text/plain"))?.content ?? "";
  const html = parts.find((part) => part.type.startsWith("text/html"))?.content ?? "";
  const links = [...new Set([...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]))];
  return {
    to: decodeWords(headers.get("to") ?? ""),
    subject: decodeWords(headers.get("subject") ?? ""),
    text,
    html,
    links,
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? "" : normalized.slice(end + 2) };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\n/, ""));
        return leafParts(part.headers, part.body);
      });
  }
  return [{ type, content: decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit") }];
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Potvr=C4=8Fte?= or =?UTF-8?B?…?=. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
