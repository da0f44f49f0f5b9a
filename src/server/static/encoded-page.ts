import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { type ContentCoding, preferredEncoding } from "../http/accept-encoding.ts";

/** One page held in memory in each encoding worth sending (a variant not smaller is left out). */
export type EncodedPage = Partial<Record<ContentCoding, Buffer>> & { identity: Buffer };

/** Compresses the page once, at start-up, at the highest levels. */
export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, "utf8");
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  const gzip = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    identity,
    ...(br.length < identity.length ? { br } : {}),
    ...(gzip.length < identity.length ? { gzip } : {}),
  };
}

/**
 * One request's page (it names the signed-in user) in the one encoding this client prefers, at a level
 * fast enough for every request: brotli 5 takes well under a millisecond for a page of a few KB.
 */
export function encodePageFor(c: Context, html: string): EncodedPage {
  const identity = Buffer.from(html, "utf8");
  const preferred = preferredEncoding(c.req.header("Accept-Encoding"));
  if (preferred === "br")
    return { identity, br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (preferred === "gzip") return { identity, gzip: gzipSync(identity, { level: 6 }) };
  return { identity };
}

/**
 * Answers with the page in the encoding the client prefers, falling back to the plain bytes.
 * `varyAlso` names request headers the page depends on besides Accept-Encoding (Cookie, for a page
 * that names the signed-in user).
 */
export function sendEncodedPage(c: Context, page: EncodedPage, status: 200 | 404, varyAlso: string[] = []): Response {
  const preferred = preferredEncoding(c.req.header("Accept-Encoding"));
  const encoding = page[preferred] ? preferred : "identity";
  const body = page[encoding] ?? page.identity;
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Vary", ["Accept-Encoding", ...varyAlso].join(", "));
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  c.header("Content-Length", String(body.length));
  return c.body(new Uint8Array(body), status);
}
