import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MAILS_PER_DAY } from "../../shared/schemas/sharing.ts";
import { MAIL_NAME_MAX, MAIL_TITLE_MAX } from "../features/sharing/invitation-mail.ts";
import { type MailCatcher, startMailCatcher } from "../test-support/mail-catcher.ts";
import { type Person, signedInPerson } from "../test-support/sharing-people.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";

/**
 * Issue 24, must fix 6: invitations were a mail cannon — 25 invitations to one address in 159 ms,
 * 25 mails whose subject carried the sender's name and the list's title verbatim. Now, with the
 * default limits, a person sends at most 20 invitation mails in 24 hours and one an hour to the same
 * address (429 with Retry-After), counted in the database — two instances on one database share the
 * count, and a parallel burst is counted exactly. The subject is fixed; the name and the title in
 * the body are one bounded line with nothing a mail program would make a link of.
 */
const DEFAULT_LIMITS = { INVITATION_MAILS_PER_DAY: "20", INVITATION_RESEND_MINUTES: "60" };

let mail: MailCatcher;
let storage: TestStorage;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  mail = await startMailCatcher();
  storage = await createTestStorage();
  const env = { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000", ...DEFAULT_LIMITS };
  first = await startTestServer(storage, { env });
  // A second instance on the same database (the same SQLite file, or the same PostgreSQL database),
  // which takes the first one's sessions and Origin.
  second = await startTestServer(storage, { env: { ...env, TRUSTED_ORIGINS: first.url } });
}, 60_000);

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await mail?.close();
  await storage?.dispose();
});

const harnessOf = (server: TestServer) => ({ server, mail, storage, close: async () => {} });
const person = (server: TestServer, overrides: Parameters<typeof signedInPerson>[1] = {}) =>
  signedInPerson(harnessOf(server), overrides);

async function lists(owner: Person, count: number, title = "Groceries"): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const created = await owner.api.createNote({ title: `${title} ${index}`, category: "shopping" });
    expect(created.status).toBe(201);
    ids.push(created.body.id);
  }
  return ids;
}

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  (answer.body as { error?: { code?: string } }).error?.code,
];

/** `owner` invites `email` to their list, through `server` (the first instance unless told). */
async function invite(owner: Person, listId: string, email: string, server = first) {
  const response = await owner.client.request(`${server.url}/api/shared-lists/${listId}/invitations`, {
    method: "POST",
    json: { email },
  });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("Retry-After") };
}

const mailsTo = (domain: string) => mail.mails.filter((caught) => caught.to.endsWith(domain));

describe("invitation mails per person and per address", () => {
  it("one an hour to the same address, on any list and on either instance, with Retry-After", async () => {
    const alice = await person(first);
    const [list, other] = (await lists(alice, 2)) as [string, string];
    expect((await invite(alice, list, "bob@hourly.example")).status).toBe(201);
    for (const [listId, server] of [
      [list, first],
      [other, first],
      [other, second],
    ] as const) {
      const again = await invite(alice, listId, "BOB@hourly.example", server);
      expect(refusal(again)).toEqual([429, "sharing_invitation_address_wait"]);
      expect(Number(again.retryAfter)).toBeGreaterThan(3500);
      expect(Number(again.retryAfter)).toBeLessThanOrEqual(3600);
    }
    // Withdrawing the invitation does not reset the count.
    const pending = (await alice.sharing.list(list)).body.invitations[0];
    expect((await alice.sharing.cancel(list, pending?.id ?? "")).status).toBe(204);
    expect(refusal(await invite(alice, list, "bob@hourly.example"))).toEqual([429, "sharing_invitation_address_wait"]);
    await mail.waitFor("bob@hourly.example");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("@hourly.example")).toHaveLength(1);
  });

  it(`${INVITATION_MAILS_PER_DAY} a day: the next, on either instance, waits for the oldest to be a day old`, async () => {
    const carol = await person(first);
    const listIds = await lists(carol, 3);
    for (let index = 0; index < INVITATION_MAILS_PER_DAY; index++) {
      const listId = listIds[Math.floor(index / 9)] as string;
      expect((await invite(carol, listId, `guest${index}@daily.example`)).status).toBe(201);
    }
    for (const server of [first, second]) {
      const refused = await invite(carol, listIds[2] as string, "one.more@daily.example", server);
      expect(refusal(refused)).toEqual([429, "sharing_invitations_daily_limit"]);
      const wait = Number(refused.retryAfter);
      expect(wait).toBeGreaterThan(24 * 3600 - 300);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
    }
    // Mails leave in the background and in no fixed order (seen: the last address's mail caught before another's
    // on a busy machine), so each address is waited for; then a moment for any mail that should not be there.
    await Promise.all(
      Array.from({ length: INVITATION_MAILS_PER_DAY }, (_, index) => mail.waitFor(`guest${index}@daily.example`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("@daily.example")).toHaveLength(INVITATION_MAILS_PER_DAY);
  });

  it("counts a parallel burst exactly, across both instances", async () => {
    const dave = await person(first);
    const listIds = await lists(dave, 4);
    const burst = Array.from({ length: 30 }, (_, index) =>
      invite(dave, listIds[index % 4] as string, `p${index}@burst.example`, index % 2 === 0 ? first : second),
    );
    const statuses = (await Promise.all(burst)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(INVITATION_MAILS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - INVITATION_MAILS_PER_DAY);
  });
});

describe("what the invitation mail carries", () => {
  it("a fixed subject; the name and the title bounded, one line, escaped, and no links of their own", async () => {
    const phisher = await person(first, {
      firstName: `<b>Support</b> https://evil.example/login ${"x".repeat(50)}`,
      lastName: "Team",
    });
    // A line separator (storable in a title) and a right-to-left override (reorders what is shown).
    const title = `Account locked!\u2028Visit www.evil.example/unlock or mail help@evil.example \u202E<img src=x> ${"y".repeat(90)}`;
    const created = await phisher.api.createNote({ title, category: "shopping" });
    expect(created.status).toBe(201);
    expect((await invite(phisher, created.body.id, "victim@phish.example")).status).toBe(201);
    const caught = await mail.waitFor("victim@phish.example");
    expect(caught.subject).toBe("An invitation to a shared shopping list on Poriadok");

    const link = caught.links.find((href) => href.includes("/invitations/")) as string;
    // The only link in either part is the invitation's own.
    expect(caught.links).toEqual([link]);
    expect([...caught.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([link]);
    for (const part of [caught.text, caught.html]) {
      expect(part).not.toMatch(/evil\.example|https?:\/\/evil|help@evil/);
      expect(part).toContain("evil[.]example");
    }
    // Both cut to their bound ("…" at the end); the brackets that break links come on top.
    const [, name = "", shownTitle = ""] =
      /\n\n(.*) invites you to the shopping list “(.*)” on Poriadok/.exec(caught.text) ?? [];
    expect(name).toMatch(/^<b>Support<\/b> https\[:\]\/\/evil\[\.\]example\/login x+…$/);
    expect(name.replaceAll(/\[(.)\]/g, "$1")).toHaveLength(MAIL_NAME_MAX);
    expect(shownTitle).toMatch(/^Account locked! Visit www\[\.\]evil\[\.\]example\/unlock .*…$/);
    expect(shownTitle.replaceAll(/\[(.)\]/g, "$1")).toHaveLength(MAIL_TITLE_MAX);
    // Markup is text in the HTML part (the plain-text part shows it as typed).
    expect(caught.html).not.toMatch(/<b>|<img/);
    expect(caught.html).toContain("&lt;b&gt;");
    // The title's line separator starts no line of its own, and the override is gone.
    expect(caught.text.split(/[\n\u2028]/).some((line) => line.startsWith("Visit"))).toBe(false);
    expect(caught.text + caught.html).not.toContain("\u202E");
  });
});
