import type { NetworkInterfaceInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { listensOnLoopbackOnly, networkAddresses, startupWarnings } from "./startup-warnings.ts";

const nic = (address: string, family: "IPv4" | "IPv6", internal = false) =>
  ({ address, family, internal, netmask: "", mac: "", cidr: null }) as unknown as NetworkInterfaceInfo;
const interfaces = {
  lo: [nic("127.0.0.1", "IPv4", true), nic("::1", "IPv6", true)],
  eth0: [nic("192.168.1.10", "IPv4"), nic("fe80::1", "IPv6")],
  wlan0: [nic("10.0.0.5", "IPv4")],
};

describe("start-up warnings", () => {
  it("tells a LAN install which BASE_URL to set, with the machine's own addresses", () => {
    const [warning, ...rest] = startupWarnings(
      { host: "0.0.0.0", baseUrl: "http://localhost:3000", trustProxy: 0 },
      3000,
      interfaces,
    );
    expect(rest).toEqual([]);
    expect(warning?.msg).toContain("BASE_URL=http://192.168.1.10:3000 or BASE_URL=http://10.0.0.5:3000");
    expect(warning?.msg).toContain("forbidden_origin");
    expect(warning?.fields).toEqual({
      baseUrl: "http://localhost:3000",
      host: "0.0.0.0",
      addresses: ["192.168.1.10", "10.0.0.5"],
    });
  });

  it("says the same for 127.0.0.1 and ::1, and still helps on a machine without a network", () => {
    for (const baseUrl of ["http://127.0.0.1:8080", "http://[::1]:8080"]) {
      const [warning] = startupWarnings({ host: "::", baseUrl, trustProxy: 0 }, 8080, { lo: interfaces.lo });
      expect(warning?.msg).toContain("BASE_URL=http://<this machine's address>:<port>");
    }
  });

  it("says nothing when the server listens on loopback only, or BASE_URL names a real address", () => {
    expect(startupWarnings({ host: "127.0.0.1", baseUrl: "http://localhost:3000", trustProxy: 1 }, 3000)).toEqual([]);
    expect(startupWarnings({ host: "localhost", baseUrl: "http://localhost:3000", trustProxy: 2 }, 3000)).toEqual([]);
    expect(
      startupWarnings({ host: "0.0.0.0", baseUrl: "https://poriadok.example.org", trustProxy: 0 }, 3000, interfaces),
    ).toEqual([]);
  });

  it("warns that TRUST_PROXY beyond loopback lets anyone forge X-Forwarded-For", () => {
    const warnings = startupWarnings(
      { host: "0.0.0.0", baseUrl: "https://poriadok.example.org", trustProxy: 1 },
      3000,
      interfaces,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/TRUST_PROXY.*HOST=127\.0\.0\.1.*firewall/s);
  });

  it("knows loopback listen addresses and the non-internal IPv4 addresses", () => {
    expect(["127.0.0.1", "127.1.2.3", "localhost", "::1"].map(listensOnLoopbackOnly)).toEqual([true, true, true, true]);
    expect(["0.0.0.0", "::", "192.168.1.10"].map(listensOnLoopbackOnly)).toEqual([false, false, false]);
    expect(networkAddresses(interfaces)).toEqual(["192.168.1.10", "10.0.0.5"]);
  });
});
