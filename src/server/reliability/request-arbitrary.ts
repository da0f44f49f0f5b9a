import fc from "fast-check";
import type { Operation } from "./api-operations.ts";
import {
  AWKWARD_ID_SEGMENTS,
  hostileString,
  hostileValue,
  RAW_PATH_SEGMENTS,
  type RawBody,
  rawBody,
} from "./hostile-values.ts";
import { type JsonSchema, type KnownValues, nearlyValid } from "./schema-arbitrary.ts";

/** One generated request: the URL part after the host, extra headers, and the body exactly as sent. */
export type GeneratedRequest = { method: string; url: string; headers: Record<string, string>; body: RawBody | null };

/**
 * Requests for one operation: path parameters, query strings and bodies that are mostly valid
 * (known ids included) and otherwise hostile, plus bodies that are not JSON at all.
 */
export function requestFor(operation: Operation, known: KnownValues): fc.Arbitrary<GeneratedRequest> {
  return fc
    .record({
      path: pathFor(operation, known),
      query: queryFor(operation, known),
      headers: headersFor(operation, known),
      body: bodyFor(operation, known),
    })
    .map(({ path, query, headers, body }) => ({ method: operation.method, url: `${path}${query}`, headers, body }));
}

/**
 * An Idempotency-Key on writes now and then: fresh, reused with another body, the other user's, or
 * malformed (header values must stay Latin-1 without CR, LF, NUL or DEL, or fetch refuses to send them).
 */
function headersFor(operation: Operation, known: KnownValues): fc.Arbitrary<Record<string, string>> {
  if (operation.method === "GET") return fc.constant({});
  const key = fc.oneof(
    fc.uuid(),
    fc.constantFrom(...known.idempotencyKeys, "reused-key", "", " ", "é", "a b", "x".repeat(101), "\t"),
    fc.string({
      unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code === 0x7f ? 0x7e : code)),
      maxLength: 120,
    }),
  );
  return fc.option(
    key.map((value) => ({ "idempotency-key": value })),
    { freq: 3, nil: {} },
  );
}

function pathFor(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  if (operation.pathParams.length === 0) return fc.constant(operation.path);
  const segments = operation.pathParams.map(({ schema }) => segmentFor(schema, known));
  return fc.tuple(...segments).map((values) => {
    let path = operation.path;
    operation.pathParams.forEach(({ name }, index) => {
      path = path.replace(`{${name}}`, values[index] ?? "");
    });
    return path;
  });
}

function segmentFor(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: nearlyValid(schema, known).map((value) => encode(asText(value))) },
      { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_ID_SEGMENTS).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
      { weight: 1, arbitrary: hostileString.map(encode) },
    )
    .map(keepInsideRoute);
}

/** The URL parser resolves "." and ".." (also as %2e) before sending, which would leave the route. */
function keepInsideRoute(segment: string): string {
  return /^(\.|%2e){1,2}$/i.test(segment) ? `${segment}x` : segment;
}

function queryFor(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const pairs = operation.queryParams.map(({ name, schema }) =>
    fc.option(
      fc.array(
        fc
          .oneof(nearlyValid(schema, known).map(asText), hostileString)
          .map((value) => `${encode(name)}=${encode(value)}`),
        { minLength: 1, maxLength: 2 }, // a repeated parameter now and then
      ),
      { freq: 4 },
    ),
  );
  const extra = fc.option(
    fc.tuple(hostileString, hostileString).map(([name, value]) => [`${encode(name)}=${encode(value)}`]),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, extras]) => {
    const parts = [...chosen.flatMap((values) => values ?? []), ...(extras ?? [])];
    return parts.length > 0 ? `?${parts.join("&")}` : "";
  });
}

function bodyFor(operation: Operation, known: KnownValues): fc.Arbitrary<RawBody | null> {
  if (operation.method === "GET") return fc.constant(null);
  const json = (value: unknown): RawBody => ({
    body: JSON.stringify(value) ?? "null",
    contentType: "application/json",
  });
  if (!operation.bodySchema) {
    // A body where none belongs must be ignored or refused, never trip the route.
    return fc.option(fc.oneof(hostileValue.map(json), rawBody), { freq: 2 });
  }
  return fc.oneof(
    { weight: 7, arbitrary: nearlyValid(operation.bodySchema, known).map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: rawBody },
  );
}

/** A generated value as it would appear in a URL; objects (some without a prototype) as JSON. */
function asText(value: unknown): string {
  return typeof value === "object" && value !== null ? (JSON.stringify(value) ?? "") : String(value);
}

/** Percent-encodes every byte of the UTF-8 form; lone surrogates become U+FFFD instead of throwing. */
export function encode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}
