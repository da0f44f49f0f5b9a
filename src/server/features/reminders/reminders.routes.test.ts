import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  NotificationSettings,
  ReminderStates,
  TestNotificationResult,
} from "../../../shared/schemas/notifications.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { createLogger } from "../../logger.ts";
import { newUser, signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import {
  allowFakePushService,
  type FakePushService,
  startFakePushService,
} from "../../test-support/fake-push-service.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { pushEndpointRules } from "./push-network/push-endpoint-check.ts";
import { createPushSender } from "./push-sender.ts";
import { createReminderScheduler } from "./reminder-scheduler.ts";

/**
 * /api/notifications through the real server and database; pushes go to the fake push service,
 * mails (the test mail, reminders by e-mail) through the server's outbox to the real SMTP peer.
 */
let harness: AccountsServer;
let push: FakePushService;
let aliceClient: TestClient;
let alice: OrganiserApi;
let bob: OrganiserApi;
let bobEmail: string;
let aliceEmail: string;
let second: DatabaseHandle;

beforeAll(async () => {
  push = await startFakePushService();
  // The fake push service listens on 127.0.0.1: only the test-only switch lets the server send there.
  harness = await startAccountsServer({}, undefined, allowFakePushService);
  const aliceUser = newUser({ locale: "sk" });
  aliceEmail = aliceUser.email;
  aliceClient = await signedInClient(harness.server.url, harness.mail, aliceUser);
  alice = organiserApi(aliceClient);
  const bobUser = newUser({ locale: "en", firstName: "Bob" });
  bobEmail = bobUser.email;
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail, bobUser));
  second = openDatabase(harness.server.config);
});
afterAll(async () => {
  await second.close();
  await harness.close();
  await push.close();
});

const settings = async (api: OrganiserApi) => (await api.call<NotificationSettings>("GET", "/api/notifications")).body;
const subscribe = (api: OrganiserApi, json: unknown) =>
  api.call<{ id: number }>("POST", "/api/notifications/subscriptions", json);

describe("/api/notifications", () => {
  it("starts with push, no device, and the server's VAPID key", async () => {
    expect(await settings(alice)).toEqual({
      channel: "push",
      vapidPublicKey: harness.server.config.vapid.publicKey,
      devices: [],
    });
    expect(harness.server.config.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("sends the test by e-mail while no device is registered, and refuses bad input with 400, never 500", async () => {
    const test = await alice.call<TestNotificationResult>("POST", "/api/notifications/test");
    expect(test).toEqual({ status: 200, body: { channel: "email", devices: 0, sent: 1 } });
    const testMail = await harness.mail.waitFor(aliceEmail, { subject: /skúšobná pripomienka/ });
    expect(testMail.text).toContain("vaše pripomienky budú chodiť e-mailom");
    for (const body of [
      {},
      { endpoint: "http://127.0.0.1/push", keys: { p256dh: "abc", auth: "def" } },
      { endpoint: "https://push.example.org/x", keys: { p256dh: "not base64!", auth: "def" } },
      { endpoint: "https://push.example.org/x", keys: { p256dh: "a".repeat(500), auth: "def" } },
      "not an object",
    ]) {
      const answer = await subscribe(alice, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: "validation_failed" } });
    }
    expect((await alice.call("PUT", "/api/notifications/channel", { channel: "pigeon" })).status).toBe(400);
    expect((await alice.call("DELETE", "/api/notifications/devices/abc")).status).toBe(400);
  });

  it("saves a device with a label from its user agent and sends it a real test push", async () => {
    const browser = push.newBrowser();
    const response = await aliceClient.request("/api/notifications/subscriptions", {
      method: "POST",
      json: browser.subscription,
      headers: { "user-agent": "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0" },
    });
    expect(response.status).toBe(201);
    const device = (await response.json()) as { id: number; label: string };
    expect(device.label).toBe("Firefox · Android");
    expect((await settings(alice)).devices).toMatchObject([{ id: device.id, label: "Firefox · Android" }]);

    const test = await alice.call<TestNotificationResult>("POST", "/api/notifications/test");
    expect(test).toEqual({ status: 200, body: { channel: "push", devices: 1, sent: 1 } });
    const [received] = await push.waitFor(1);
    expect(received?.payload).toMatchObject({ title: "Poriadok", body: "Upozornenia na tomto zariadení fungujú." });
  });

  it("answers 404 for another user's device and leaves it in place; the owner can remove it", async () => {
    const [device] = (await settings(alice)).devices;
    if (!device) throw new Error("no device");
    expect((await bob.call("DELETE", `/api/notifications/devices/${device.id}`)).status).toBe(404);
    expect((await bob.call("DELETE", "/api/notifications/devices/999999")).status).toBe(404);
    expect((await settings(alice)).devices).toHaveLength(1);
    expect((await settings(bob)).devices).toEqual([]);
    expect((await alice.call("DELETE", `/api/notifications/devices/${device.id}`)).status).toBe(204);
    expect((await settings(alice)).devices).toEqual([]);
  });

  it("sends the test and a due reminder by e-mail, in the user's language, once the channel is e-mail", async () => {
    expect((await bob.call("PUT", "/api/notifications/channel", { channel: "email" })).status).toBe(204);
    expect((await settings(bob)).channel).toBe("email");
    const test = await bob.call<TestNotificationResult>("POST", "/api/notifications/test");
    expect(test.body).toEqual({ channel: "email", devices: 0, sent: 1 });
    const testMail = await harness.mail.waitFor(bobEmail, { subject: /test reminder/ });
    expect(testMail.text).toContain("Hello Bob,");

    const reminder = new Date(Date.now() - 60_000).toISOString();
    const task = await bob.createNote({ category: "tasks", title: "Renew the passport", reminder, date: "2030-05-01" });
    expect(task.status).toBe(201);
    const scheduler = createReminderScheduler({
      database: second,
      sender: createPushSender(harness.server.config.vapid, pushEndpointRules(harness.server.config.push)),
      logger: createLogger("silent"),
      baseUrl: harness.server.config.baseUrl,
    });
    await scheduler.tick();
    const mail = await harness.mail.waitFor(bobEmail, { subject: /Reminder: Renew the passport/ });
    expect(mail.text).toContain("this is your reminder of the task “Renew the passport”. Due 01.05.2030");
    expect(mail.links).toContain(`${harness.server.config.baseUrl}/home?tab=tasks&note=${task.body.id}`);
  });

  it("e-mails a due reminder in Slovak to someone with no device, and reports each reminder's state (issue 25)", async () => {
    const scheduler = createReminderScheduler({
      database: second,
      sender: createPushSender(harness.server.config.vapid, pushEndpointRules(harness.server.config.push)),
      logger: createLogger("silent"),
      baseUrl: harness.server.config.baseUrl,
    });
    const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const due = await alice.createNote({
      category: "tasks",
      title: "Zaplatiť nájom",
      reminder: minutesFromNow(-1),
      date: "2030-05-01",
    });
    const late = await alice.createNote({
      category: "tasks",
      title: "Zavolať mame",
      reminder: minutesFromNow(-120),
      date: "2030-05-01",
    });
    const coming = await alice.createNote({
      category: "tasks",
      title: "Kúpiť lístky",
      reminder: minutesFromNow(30),
      date: "2030-05-01",
    });
    await scheduler.tick();
    const mail = await harness.mail.waitFor(aliceEmail, { subject: /Pripomienka: Zaplatiť nájom/ });
    expect(mail.text).toContain("pripomíname vám úlohu „Zaplatiť nájom“. Termín: 01.05.2030");
    expect(mail.text).toContain("zatiaľ nemáte upozornenia zapnuté v žiadnom zariadení");
    expect(mail.links).toContain(`${harness.server.config.baseUrl}/sk/home?tab=tasks&note=${due.body.id}`);

    const states = await alice.call<ReminderStates>("GET", "/api/notifications/reminders");
    expect(states.status).toBe(200);
    const byNote = new Map(states.body.reminders.map((reminder) => [reminder.noteId, reminder]));
    expect(byNote.get(due.body.id)).toMatchObject({ state: "sent", channel: "email", title: "Zaplatiť nájom" });
    expect(byNote.get(late.body.id)).toMatchObject({ state: "notDelivered", channel: null });
    expect(byNote.get(coming.body.id)).toMatchObject({ state: "upcoming", channel: null, title: "Kúpiť lístky" });
    expect(harness.mail.mails.filter((caught) => /Zavolať mame/.test(caught.subject))).toEqual([]);
    // Another person sees none of them.
    const bobStates = await bob.call<ReminderStates>("GET", "/api/notifications/reminders");
    expect(bobStates.body.reminders.map((reminder) => reminder.noteId)).not.toContain(due.body.id);
  });
});
