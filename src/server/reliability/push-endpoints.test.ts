import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationSettings, TestNotificationResult } from "../../shared/schemas/notifications.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import type { HostResolver, ResolvedAddress } from "../features/reminders/push-network/host-resolver.ts";
import { pushEndpointRules } from "../features/reminders/push-network/push-endpoint-check.ts";
import { createPushSender } from "../features/reminders/push-sender.ts";
import { remindersDb } from "../features/reminders/reminder-tables.ts";
import { getSession, newUser, signedInClient } from "../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../test-support/api-client.ts";
import { FAKE_PUSH_DOMAIN, type FakePushService, startFakePushService } from "../test-support/fake-push-service.ts";
import { vapid } from "../test-support/reminder-fixture.ts";
import type { TestClient } from "../test-support/test-client.ts";

/**
 * Issue 24, must fix 3: Web Push was a way into the server's own network. An endpoint must be https
 * on a host that resolves only to public unicast addresses, checked when it is registered and again
 * before every send, which connects to the address that was checked; 10 devices a person, 5 tests a
 * minute. The server here runs as deployed (no switch for private addresses); the test answers DNS
 * for names under push.test, and a fake push service listens on 127.0.0.1, where nothing may reach it.
 */
const dns = new Map<string, ResolvedAddress[]>();
const resolveHost: HostResolver = async (host) => {
  const found = dns.get(host);
  if (!found) throw Object.assign(new Error(`queryA ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};
/** A public address; registration never contacts it, and no test here sends to a device that has it. */
const PUBLIC: ResolvedAddress = { address: "142.250.185.74", family: 4 };
const name = (label: string) => `${label}.${FAKE_PUSH_DOMAIN}`;

let push: FakePushService;
let harness: AccountsServer;
let db: DatabaseHandle;

beforeAll(async () => {
  push = await startFakePushService();
  harness = await startAccountsServer({}, undefined, (config) => ({
    ...config,
    push: { ...config.push, resolveHost },
  }));
  db = openDatabase(harness.server.config);
});
afterAll(async () => {
  await db.close();
  await harness.close();
  await push.close();
});

async function newPerson(): Promise<{ api: OrganiserApi; client: TestClient; userId: string }> {
  const client = await signedInClient(harness.server.url, harness.mail, newUser({ locale: "en" }));
  const session = await getSession(client);
  if (!session) throw new Error("not signed in");
  return { api: organiserApi(client), client, userId: session.user.id };
}
const keysOf = () => push.newBrowser().subscription.keys;
const register = (api: OrganiserApi, endpoint: string) =>
  api.call<{ id: number; error?: { code: string } }>("POST", "/api/notifications/subscriptions", {
    endpoint,
    expirationTime: null,
    keys: keysOf(),
  });
const sendTest = (api: OrganiserApi) =>
  api.call<TestNotificationResult & { error?: { code: string } }>("POST", "/api/notifications/test");
const devicesOf = async (api: OrganiserApi) =>
  (await api.call<NotificationSettings>("GET", "/api/notifications")).body.devices;

describe("push endpoints lead only to public addresses", () => {
  it("refuses every spelling of a loopback, private or reserved address at registration", async () => {
    const { api } = await newPerson();
    const port = new URL(push.origin).port;
    dns.set(name("loopback"), [{ address: "127.0.0.1", family: 4 }]);
    dns.set(name("private"), [{ address: "10.0.0.5", family: 4 }]);
    dns.set(name("metadata"), [{ address: "169.254.169.254", family: 4 }]);
    dns.set(name("half"), [PUBLIC, { address: "127.0.0.1", family: 4 }]);
    dns.set(name("v6-loopback"), [{ address: "::1", family: 6 }]);
    dns.set(name("mapped"), [{ address: "::ffff:127.0.0.1", family: 6 }]);
    dns.set(name("nat64"), [{ address: "64:ff9b::a00:1", family: 6 }]);
    const endpoints = [
      // The fake push service itself, as a browser of this test would subscribe there.
      push.newBrowser().subscription.endpoint,
      `https://localhost:${port}/push/a`,
      `https://[::1]:${port}/push/a`,
      `https://0x7f000001:${port}/push/a`,
      `https://2130706433:${port}/push/a`,
      `https://0177.0.0.1:${port}/push/a`,
      `https://127.1:${port}/push/a`,
      `https://[::ffff:127.0.0.1]:${port}/push/a`,
      `https://[::ffff:7f00:1]:${port}/push/a`,
      `https://[::127.0.0.1]:${port}/push/a`,
      "https://10.1.2.3/push/a",
      "https://172.16.0.1/push/a",
      "https://192.168.1.1/push/a",
      "https://169.254.169.254/latest/meta-data/",
      "https://100.64.0.1/push/a",
      "https://[fc00::1]/push/a",
      "https://[fe80::1]/push/a",
      "https://224.0.0.1/push/a",
      "https://0.0.0.0/push/a",
      "https://255.255.255.255/push/a",
      "https://192.0.2.1/push/a",
      "https://[64:ff9b::7f00:1]/push/a",
      "https://[2002:7f00:1::1]/push/a",
      "https://[2002:c0a8:101::1]/push/a",
      `https://user:password@${name("public")}/push/a`,
      `https://${name("loopback")}:${port}/push/a`,
      `https://${name("private")}/push/a`,
      `https://${name("metadata")}/latest/meta-data/`,
      `https://${name("half")}/push/a`,
      `https://${name("v6-loopback")}/push/a`,
      `https://${name("mapped")}/push/a`,
      `https://${name("nat64")}/push/a`,
      `https://${name("nowhere")}/push/a`,
    ];
    for (const endpoint of endpoints) {
      const answer = await register(api, endpoint);
      expect({ endpoint, status: answer.status, code: answer.body.error?.code }).toEqual({
        endpoint,
        status: 400,
        code: "push_endpoint_refused",
      });
    }
    expect(await devicesOf(api)).toEqual([]);
    // Nothing was saved, so a test goes by e-mail (reminder-channel.ts): the fake push service heard nothing.
    expect((await sendTest(api)).body).toMatchObject({ channel: "email", devices: 0 });
    expect(push.received).toEqual([]);
    expect(push.refused).toEqual([]);
  });

  it("checks a saved endpoint again before each send: one that leads to a private address is not contacted", async () => {
    const { api, userId } = await newPerson();
    // A device saved before the rules existed, on the fake push service's own address.
    const browser = push.newBrowser();
    await remindersDb(db.db)
      .insertInto("push_subscriptions")
      .values({
        user_id: userId,
        endpoint: browser.subscription.endpoint,
        ...browser.subscription.keys,
        device_label: "Firefox · Android",
        created_at: new Date().toISOString(),
      })
      .execute();
    // A host that was public when registered and resolves to loopback now (DNS rebinding).
    dns.set(name("moving"), [PUBLIC]);
    const moving = `https://${name("moving")}:${new URL(push.origin).port}/push/moving`;
    expect((await register(api, moving)).status).toBe(201);
    dns.set(name("moving"), [{ address: "127.0.0.1", family: 4 }]);

    const test = await sendTest(api);
    expect(test).toEqual({ status: 200, body: { channel: "push", devices: 2, sent: 0 } });
    expect(push.received).toEqual([]);
    // Reported as failed, not deleted: the owner sees the test reached nothing and can remove them.
    expect((await devicesOf(api)).map((device) => device.endpoint).sort()).toEqual(
      [browser.subscription.endpoint, moving].sort(),
    );
  });

  it("connects to the address it checked, not to whatever DNS answers next", async () => {
    // Private addresses allowed (the fake push service is on 127.0.0.1), DNS only through the test:
    // the machine's own resolver does not know pinned.push.test, so the push arrives only if the
    // connection went to the checked address.
    let lookups = 0;
    const rules = pushEndpointRules({
      allowedHosts: [],
      allowPrivateAddressesForTests: true,
      resolveHost: async () => {
        lookups += 1;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    const sender = createPushSender(vapid, rules);
    const browser = push.newBrowser(name("pinned"));
    const target = { endpoint: browser.subscription.endpoint, ...browser.subscription.keys };
    const payload = { title: "Poriadok", body: "pinned", url: "https://poriadok.example/home", tag: "t" };
    expect(await sender.send(target, payload)).toEqual({ outcome: "sent" });
    expect(await sender.send(target, payload)).toEqual({ outcome: "sent" });
    expect(lookups).toBe(2);
    const received = await push.waitFor(2);
    expect(received.map((message) => message.endpoint)).toEqual([target.endpoint, target.endpoint]);
    push.received.length = 0;
  });
});

describe("limits per person", () => {
  it("refuses the 11th device (409 push_too_many_devices) and drops none of the ten; a listed one may renew", async () => {
    const { api } = await newPerson();
    const endpoints = Array.from({ length: 11 }, (_, index) => {
      dns.set(name(`device-${index}`), [PUBLIC]);
      return `https://${name(`device-${index}`)}/push/${index}`;
    });
    for (const endpoint of endpoints.slice(0, 10)) expect((await register(api, endpoint)).status).toBe(201);
    const ten = await devicesOf(api);
    const eleventh = await register(api, endpoints[10] ?? "");
    expect({ status: eleventh.status, code: eleventh.body.error?.code }).toEqual({
      status: 409,
      code: "push_too_many_devices",
    });
    expect(await devicesOf(api)).toEqual(ten);
    expect((await register(api, endpoints[3] ?? "")).status).toBe(201);
    expect((await devicesOf(api)).map((device) => device.id)).toEqual(ten.map((device) => device.id));

    const [first] = ten;
    expect((await api.call("DELETE", `/api/notifications/devices/${first?.id}`)).status).toBe(204);
    expect((await register(api, endpoints[10] ?? "")).status).toBe(201);
  });

  it("lets no burst of registrations past ten", async () => {
    const { api } = await newPerson();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) => {
        dns.set(name(`burst-${index}`), [PUBLIC]);
        return register(api, `https://${name(`burst-${index}`)}/push/${index}`);
      }),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(409)]);
    expect(await devicesOf(api)).toHaveLength(10);
  });

  it("answers the 6th test in a minute with 429 push_test_rate_limited and Retry-After", async () => {
    const { api, client } = await newPerson();
    expect((await api.call("PUT", "/api/notifications/channel", { channel: "email" })).status).toBe(204);
    for (let index = 0; index < 5; index += 1) expect((await sendTest(api)).status).toBe(200);
    const sixth = await client.request("/api/notifications/test", { method: "POST" });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: { code: string } }).error.code).toBe("push_test_rate_limited");
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it("lets no burst of tests past five", async () => {
    const { api } = await newPerson();
    expect((await api.call("PUT", "/api/notifications/channel", { channel: "email" })).status).toBe(204);
    const burst = await Promise.all(Array.from({ length: 8 }, () => sendTest(api)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
  });
});
