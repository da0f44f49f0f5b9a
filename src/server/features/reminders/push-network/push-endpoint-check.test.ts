import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../config.ts";
import type { HostResolver, ResolvedAddress } from "./host-resolver.ts";
import { checkPushEndpoint, type PushEndpointRules } from "./push-endpoint-check.ts";

const PUBLIC: ResolvedAddress = { address: "142.250.185.74", family: 4 };
const answers: Record<string, ResolvedAddress[]> = {
  "fcm.googleapis.com": [PUBLIC, { address: "2a00:1450:4001:82b::200a", family: 6 }],
  "wns2-par02p.notify.windows.com": [PUBLIC],
  "updates.push.services.mozilla.com": [PUBLIC],
  "intranet.example.org": [{ address: "10.0.0.7", family: 4 }],
  "half.example.org": [PUBLIC, { address: "127.0.0.1", family: 4 }],
  "v6.example.org": [{ address: "fd00::1", family: 6 }],
  "garbage.example.org": [{ address: "not-an-address", family: 4 }],
};
const resolveHost: HostResolver = async (host) => {
  const found = answers[host.replace(/\.$/, "")];
  if (!found) throw Object.assign(new Error(`queryA ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};
const rules = (overrides: Partial<PushEndpointRules> = {}): PushEndpointRules => ({
  allowedHosts: [],
  allowPrivateAddresses: false,
  resolveHost,
  ...overrides,
});
const reasonOf = async (endpoint: string, given = rules()) => {
  const checked = await checkPushEndpoint(endpoint, given);
  return checked.ok ? null : checked.reason;
};

describe("checkPushEndpoint", () => {
  it("accepts a push service's endpoint and hands back every address it resolves to", async () => {
    const checked = await checkPushEndpoint("https://fcm.googleapis.com/fcm/send/dXyz:APA91b-abc", rules());
    expect(checked).toEqual({ ok: true, addresses: answers["fcm.googleapis.com"] });
    expect(await checkPushEndpoint("https://142.250.185.74/push/1", rules())).toEqual({
      ok: true,
      addresses: [PUBLIC],
    });
  });

  it("refuses a name that leads to a private address, even beside a public one, or to nothing", async () => {
    expect(await reasonOf("https://intranet.example.org/push")).toBe(
      "intranet.example.org leads to 10.0.0.7 (private)",
    );
    expect(await reasonOf("https://half.example.org/push")).toBe("half.example.org leads to 127.0.0.1 (loopback)");
    expect(await reasonOf("https://v6.example.org/push")).toBe("v6.example.org leads to fd00::1 (unique-local)");
    expect(await reasonOf("https://nowhere.example.org/push")).toBe("nowhere.example.org does not resolve (ENOTFOUND)");
    expect(await reasonOf("https://garbage.example.org/push")).toMatch(/not an address/);
  });

  it("refuses what is not https, has a user name, or is not written in the URL parser's own form", async () => {
    expect(await reasonOf("http://fcm.googleapis.com/fcm/send/x")).toBe("not https");
    expect(await reasonOf("not a url")).toBe("not a URL");
    expect(await reasonOf("https://user:secret@fcm.googleapis.com/fcm/send/x")).toBe("has a user name or password");
    for (const spelling of [
      "https://0x7f000001/x",
      "https://127.1/x",
      "https://FCM.googleapis.com/x",
      "https://fcm.googleapis.com",
    ]) {
      expect(await reasonOf(spelling), spelling).toMatch(/^not in canonical form/);
    }
  });

  it("with PUSH_ALLOWED_HOSTS, accepts those hosts and their subdomains only", async () => {
    const allowed = rules({ allowedHosts: ["fcm.googleapis.com", "notify.windows.com", "push.services.mozilla.com"] });
    expect(await reasonOf("https://fcm.googleapis.com/fcm/send/x", allowed)).toBeNull();
    expect(await reasonOf("https://fcm.googleapis.com./fcm/send/x", allowed)).toBeNull();
    expect(await reasonOf("https://wns2-par02p.notify.windows.com/w/?token=x", allowed)).toBeNull();
    expect(await reasonOf("https://updates.push.services.mozilla.com/wpush/v2/x", allowed)).toBeNull();
    for (const endpoint of [
      "https://evilfcm.googleapis.com.example.org/x",
      "https://notfcm.googleapis.com/x",
      "https://142.250.185.74/x",
      "https://windows.com/x",
    ]) {
      expect(await reasonOf(endpoint, allowed), endpoint).toMatch(/is not in PUSH_ALLOWED_HOSTS$/);
    }
  });

  it("lets private addresses through only with the tests' switch", async () => {
    expect(await reasonOf("https://127.0.0.1:4443/push/1")).toBe("127.0.0.1 leads to 127.0.0.1 (loopback)");
    expect(await reasonOf("https://127.0.0.1:4443/push/1", rules({ allowPrivateAddresses: true }))).toBeNull();
  });
});

describe("PUSH_ALLOWED_HOSTS", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-push-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is read as lower-case host names, a leading *. and a final dot dropped; unset allows any public host", () => {
    const list = " fcm.googleapis.com, *.notify.windows.com ,Web.Push.Apple.com.,updates.push.services.mozilla.com,";
    expect(loadConfig({ DATA_DIR: dataDir, PUSH_ALLOWED_HOSTS: list }).push).toEqual({
      allowedHosts: [
        "fcm.googleapis.com",
        "notify.windows.com",
        "web.push.apple.com",
        "updates.push.services.mozilla.com",
      ],
    });
    expect(loadConfig({ DATA_DIR: dataDir }).push).toEqual({ allowedHosts: [] });
  });

  it("refuses what is not a list of host names, and no variable turns on private addresses", () => {
    for (const value of ["https://fcm.googleapis.com", "fcm.googleapis.com/x", "a b", "*"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PUSH_ALLOWED_HOSTS: value }), value).toThrow(ConfigError);
    }
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUSH_ALLOW_PRIVATE_ADDRESSES_FOR_TESTS: "true",
    } as NodeJS.ProcessEnv);
    expect(config.push.allowPrivateAddressesForTests).toBeUndefined();
  });
});
