import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressRefusal } from "./public-address.ts";

/** The host the WHATWG URL parser makes of a spelling: what the endpoint check classifies. */
const hostOf = (spelling: string) => new URL(`https://${spelling}/push`).hostname.replace(/^\[(.*)\]$/, "$1");

const PRIVATE_V4: [string, number, number][] = [
  // [first octet, second octet's low bound, high bound] of loopback, private, link-local, CGNAT.
  ["127", 0, 255],
  ["10", 0, 255],
  ["172", 16, 31],
  ["192", 168, 168],
  ["169", 254, 254],
  ["100", 64, 127],
];

const privateV4 = fc
  .tuple(
    fc.constantFrom(...PRIVATE_V4),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([[first, low, high], second, third, fourth]) => [
    Number(first),
    low + (second % (high - low + 1)),
    third,
    fourth,
  ]);

const anyV4 = fc.tuple(...[0, 1, 2, 3].map(() => fc.integer({ min: 0, max: 255 })));
const dotted = (octets: number[]) => octets.join(".");
const hexPair = (octets: number[]) =>
  `${(((octets[0] ?? 0) << 8) | (octets[1] ?? 0)).toString(16)}:${(((octets[2] ?? 0) << 8) | (octets[3] ?? 0)).toString(16)}`;

describe("addressRefusal", () => {
  it("refuses every spelling of loopback the URL parser accepts, and names why", () => {
    for (const spelling of ["127.0.0.1", "0x7f000001", "2130706433", "0177.0.0.1", "127.1", "0x7f.1", "127.0.0.1."]) {
      expect(addressRefusal(hostOf(spelling)), spelling).toBe("loopback");
    }
    expect(addressRefusal(hostOf("[::1]"))).toBe("loopback");
    expect(addressRefusal(hostOf("[::ffff:127.0.0.1]"))).toBe("IPv4-mapped");
    expect(addressRefusal(hostOf("[::ffff:7f00:1]"))).toBe("IPv4-mapped");
    expect(addressRefusal(hostOf("[0:0:0:0:0:ffff:127.0.0.1]"))).toBe("IPv4-mapped");
    expect(addressRefusal(hostOf("[::127.0.0.1]"))).toBe("IPv4-compatible");
  });

  it("names each kind of address that is not public unicast", () => {
    const cases: [string, string][] = [
      ["0.0.0.0", "unspecified"],
      ["10.1.2.3", "private"],
      ["172.16.0.1", "private"],
      ["172.31.255.255", "private"],
      ["192.168.1.1", "private"],
      ["169.254.169.254", "link-local"],
      ["100.64.0.1", "carrier-grade NAT"],
      ["100.127.255.255", "carrier-grade NAT"],
      ["224.0.0.1", "multicast"],
      ["239.255.255.250", "multicast"],
      ["255.255.255.255", "broadcast"],
      ["240.0.0.1", "reserved"],
      ["192.0.0.8", "reserved"],
      ["192.0.2.1", "documentation"],
      ["198.51.100.7", "documentation"],
      ["203.0.113.9", "documentation"],
      ["198.18.0.1", "benchmarking"],
      ["::", "unspecified"],
      ["fe80::1", "link-local"],
      ["fc00::1", "unique-local"],
      ["fd12:3456::1", "unique-local"],
      ["ff02::1", "multicast"],
      ["fec0::1", "site-local"],
      ["2001:db8::1", "documentation"],
      ["3fff::1", "documentation"],
      ["2001::1", "reserved"],
      ["64:ff9b::7f00:1", "NAT64 of loopback"],
      ["64:ff9b::a00:1", "NAT64 of private"],
      ["64:ff9b:1::1", "reserved"],
      ["2002:7f00:1::1", "6to4 of loopback"],
      ["2002:c0a8:101::1", "6to4 of private"],
      ["::ffff:0:7f00:1", "reserved"],
      ["100::1", "reserved"],
    ];
    for (const [address, reason] of cases) expect(addressRefusal(address), address).toBe(reason);
  });

  it("lets public unicast through, also NAT64 and 6to4 of a public address", () => {
    for (const address of [
      "8.8.8.8",
      "142.250.185.74",
      "172.32.0.1",
      "100.128.0.1",
      "2a00:1450:4001:82b::200a",
      "2606:4700::6810:84e5",
      "64:ff9b::808:808",
      "2002:808:808::1",
    ]) {
      expect(addressRefusal(address), address).toBeNull();
    }
  });

  it("is no address for a name or nonsense", () => {
    for (const text of ["localhost", "", "1.2.3", "fe80::1%eth0 x", "::g"]) expect(addressRefusal(text)).not.toBeNull();
  });

  it("refuses every private IPv4 address in every spelling: dotted, decimal, hex, octal, mapped", () => {
    fc.assert(
      fc.property(privateV4, (octets) => {
        const value = octets.reduce((sum, octet) => sum * 256 + octet, 0);
        const spellings = [
          dotted(octets),
          String(value),
          `0x${value.toString(16)}`,
          octets.map((octet) => `0${octet.toString(8)}`).join("."),
        ];
        for (const spelling of spellings) expect(addressRefusal(hostOf(spelling)), spelling).not.toBeNull();
        expect(addressRefusal(`::ffff:${dotted(octets)}`)).toBe("IPv4-mapped");
        expect(addressRefusal(`::ffff:${hexPair(octets)}`)).toBe("IPv4-mapped");
      }),
      { numRuns: 300 },
    );
  });

  it("judges NAT64 and 6to4 addresses by the IPv4 address they carry", () => {
    fc.assert(
      fc.property(anyV4, (octets) => {
        const inner = addressRefusal(dotted(octets));
        expect(addressRefusal(`64:ff9b::${hexPair(octets)}`)).toBe(inner === null ? null : `NAT64 of ${inner}`);
        expect(addressRefusal(`2002:${hexPair(octets)}::1`)).toBe(inner === null ? null : `6to4 of ${inner}`);
        expect(addressRefusal(`::ffff:${dotted(octets)}`)).toBe("IPv4-mapped");
      }),
      { numRuns: 300 },
    );
  });
});
