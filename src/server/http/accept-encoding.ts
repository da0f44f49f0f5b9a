/** The encodings the server can send: brotli, gzip, or the body as it is. */
export type ContentCoding = "br" | "gzip" | "identity";

/**
 * The encoding to send for an Accept-Encoding header: the accepted one with the highest q, brotli
 * before gzip when they tie (it is smaller), identity when neither is accepted or there is no header.
 * `*` stands for any coding the header does not name; `q=0` refuses one.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (name === "") continue;
    const qParam = params.find((param) => param.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** Adds Accept-Encoding to a Vary header unless it (or `*`) is there already. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === null) headers.set("Vary", "Accept-Encoding");
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}
