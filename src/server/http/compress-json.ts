import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { type ContentCoding, preferredEncoding, varyOnAcceptEncoding } from "./accept-encoding.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies fit one packet anyway; compressing them would cost CPU and save nothing. */
export const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES with brotli or gzip, as the client accepts
 * (accept-encoding.ts). The body is read whole — API answers are built in memory anyway — so the
 * compressed answer carries its exact Content-Length. Brotli runs at quality 5: per request, the
 * top levels cost many times the CPU for a few per cent less. A strong ETag becomes weak, since
 * the bytes differ from the identity answer's (a route comparing If-None-Match must compare weakly).
 * Other types (images, HTML, streams) and HEAD, 204 and 304 answers pass untouched.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressible(c.req.method, response)) return;
    varyOnAcceptEncoding(response.headers);
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    // Only now the body: reading it makes @hono/node-server build the full Fetch Response, which an
    // answer sent as it is (most API clients, the bench) never needs (≈ 7 % of a cached list's CPU).
    if (encoding === "identity" || response.body === null) return;
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, response);
      return;
    }
    const compressed = await compress(body, encoding);
    // A copy typed as Uint8Array<ArrayBuffer>: zlib gives a Buffer over ArrayBufferLike, which BodyInit refuses.
    c.res = new Response(new Uint8Array(compressed), response);
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.set("Content-Length", String(compressed.length));
    const etag = c.res.headers.get("ETag");
    if (etag !== null && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}

/** Decided from the status and headers alone, which @hono/node-server reads without building a Response. */
function isCompressible(method: string, response: Response): boolean {
  return (
    method !== "HEAD" &&
    response.status !== 204 &&
    response.status !== 206 &&
    response.status !== 304 &&
    !response.headers.has("Content-Encoding") &&
    JSON_TYPE.test(response.headers.get("Content-Type") ?? "") &&
    !NO_TRANSFORM.test(response.headers.get("Cache-Control") ?? "")
  );
}

function compress(body: Buffer, encoding: Exclude<ContentCoding, "identity">): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body);
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
