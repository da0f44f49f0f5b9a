import { describe, expect, it } from "vitest";
import { preferredEncoding, varyOnAcceptEncoding } from "./accept-encoding.ts";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0.2, br;q=0", "gzip"],
    ["br;q=nonsense, gzip", "gzip"],
  ])("picks the encoding for Accept-Encoding %j: %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("varyOnAcceptEncoding", () => {
  it.each([
    [null, "Accept-Encoding"],
    ["Origin", "Origin, Accept-Encoding"],
    ["accept-encoding", "accept-encoding"],
    ["Origin, Accept-Encoding", "Origin, Accept-Encoding"],
    ["*", "*"],
  ])("turns Vary %j into %j", (before, after) => {
    const headers = new Headers(before === null ? {} : { Vary: before });
    varyOnAcceptEncoding(headers);
    expect(headers.get("Vary")).toBe(after);
  });
});
