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

/** Answers with the page in the encoding the client prefers, falling back to the plain bytes. */
export function sendEncodedPage(c: Context, page: EncodedPage, status: 200 | 404): Response {
  const preferred = preferredEncoding(c.req.header("Accept-Encoding"));
  const encoding = page[preferred] ? preferred : "identity";
  const body = page[encoding] ?? page.identity;
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Vary", "Accept-Encoding");
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  c.header("Content-Length", String(body.length));
  return c.body(new Uint8Array(body), status);
}
