import fc from "fast-check";

/**
 * The values an attacker or a broken client sends where the API expects something sensible:
 * wrong types, huge strings, deep nesting, awkward unicode, nulls, ids around every integer
 * boundary. Kept apart from the request shapes (request-arbitrary.ts) so both sides stay small.
 */

/** Strings that break naive code: NUL, lone surrogates, RTL overrides, emoji with joiners, SQL and path tricks. */
export const AWKWARD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil\u202c",
  "שלום עולם",
  "مرحبا",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "Z̤͔ͧ̑̓ä͖̭̈̇l͖͎g̞̥͒o̻̯ͫ",
  "\uFEFF",
  "\r\n\t",
  "' or 1=1 --",
  "'); drop table notes; --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "%00",
  "null",
  "undefined",
  "NaN",
  "1e309",
  "-0",
  "true",
  "__proto__",
  "constructor",
];

/** Numbers at every boundary a database or a parser cares about. */
export const AWKWARD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  -(2 ** 31),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  24.000001,
];

/** What an id in a path looks like when someone is poking at it (encoded as given). */
export const AWKWARD_ID_SEGMENTS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "abc",
  " 1",
  "1 ",
  "01",
  "+1",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740992",
  "18446744073709551616",
  "99999999999999999999999999999",
  "Infinity",
  "NaN",
  "null",
  "1;2",
  "1,2",
  "🙂",
  "\u0000",
  "",
];

/** Path segments sent without encoding: malformed percent escapes, dot segments, overlong UTF-8. */
export const RAW_PATH_SEGMENTS = ["%", "%zz", "%C0%AF", "%E0%A4%A", "%00", "..;", "%2e%2e%2f", "%2F", "1%20", "1%0A"];

/** Strings from a few characters to ~100 KB; long ones are made by repeating a piece (fast to generate). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...AWKWARD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("a", "é", "😀", "\u0000", "ab\ud800", "x".repeat(64)),
        fc.integer({ min: 201, max: 100_000 }),
      )
      .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...AWKWARD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * Arrays or objects nested `depth` times inside a body, to find recursion that a deep value can
 * exhaust. Deeper bodies (up to 40,000 levels) are sent as raw text (rawBody): JSON.stringify
 * itself overflows the test's stack long before the server's parser does.
 */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 1_000 }), fc.boolean())
  .map(([depth, isArray]) => {
    let value: unknown = "bottom";
    for (let level = 0; level < depth; level += 1) value = isArray ? [value] : { a: value };
    return value;
  });

/** Any JSON value, with hostile leaves and keys that look like prototype pollution. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom("__proto__", "constructor", "id", "userId", "user_id"), fc.string()),
      tie("value"),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;

/** A value of any of the hostile kinds above, deep nesting included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileJson },
  { weight: 1, arbitrary: deepNesting },
);

/** Bodies that are not JSON at all, or claim a type they do not have. */
export type RawBody = { body: string; contentType: string | null };

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    body: fc.constantFrom(
      "",
      "{",
      "[1,",
      "nul",
      '{"a":1}}',
      "\u0000",
      "\ufeff{}",
      "title=x&category=notes",
      '{"a":"\\ud800"}',
    ),
    contentType: fc.constantFrom("application/json", "text/plain", null, "application/x-www-form-urlencoded"),
  }),
  fc.record({
    body: fc.integer({ min: 10, max: 40_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
    contentType: fc.constant("application/json"),
  }),
  fc.record({
    body: hostileJson.map((value) => JSON.stringify(value) ?? "null"),
    contentType: fc.constantFrom("text/plain", "application/json; charset=latin1", "multipart/form-data; boundary=x"),
  }),
);
