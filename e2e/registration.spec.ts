import { test as base, expect } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { type LocalhostServer, startLocalhostServer } from "./support/localhost-server.ts";
import { createNote } from "./support/organiser-data.ts";
import { linkIn, waitForMail } from "./support/outbox.ts";

/**
 * REGISTRATION=invite in the browser, on a server of its own (support/localhost-server.ts; the main
 * test server runs with the default, open): the sign-up form gives way to a note in both languages,
 * an address without an invitation is told why it was refused, and a person invited to a shared list
 * signs up through the invitation's page. The owner is an ADMIN_EMAILS address, which may always sign up.
 */
const OWNER = uniqueUser({ firstName: "Jana", lastName: "Nováková" });

const test = base.extend<object, { inviteServer: LocalhostServer }>({
  inviteServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const server = await startLocalhostServer({ REGISTRATION: "invite", ADMIN_EMAILS: OWNER.email });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ inviteServer }, use) => use(inviteServer.url),
});
test.describe.configure({ timeout: 90_000 });

const LANGUAGES = [
  {
    prefix: "",
    note: "New accounts are by invitation only on this server.",
    firstName: "First name",
    lastName: "Last name",
    password: "Password",
    signUp: "Sign up",
    refused: "This server takes new accounts only for invited addresses.",
  },
  {
    prefix: "/sk",
    note: "Nové účty sa na tomto serveri zakladajú len na pozvanie.",
    firstName: "Meno",
    lastName: "Priezvisko",
    password: "Heslo",
    signUp: "Zaregistrovať sa",
    refused: "Tento server zakladá nové účty len pre pozvané adresy.",
  },
];

for (const texts of LANGUAGES) {
  test(`by invitation only (${texts.prefix || "/"}): a note in place of the form; an uninvited address is told why`, async ({
    page,
  }) => {
    await page.goto(`${texts.prefix}/auth?mode=signup`);
    await expect(page.getByRole("note")).toContainText(texts.note);
    await expect(page.getByLabel(texts.password, { exact: true })).toHaveCount(0);
    await page.goto(`${texts.prefix}/auth`);
    await expect(page.getByText(texts.note)).toBeVisible();

    const stranger = uniqueUser();
    await page.goto(`${texts.prefix}/auth?mode=signup&email=${encodeURIComponent(stranger.email)}&invited=1`);
    await page.getByLabel(texts.firstName).fill(stranger.firstName);
    await page.getByLabel(texts.lastName).fill(stranger.lastName);
    await page.getByLabel(texts.password, { exact: true }).fill(stranger.password);
    await page.getByRole("button", { name: texts.signUp, exact: true }).click();
    await expect(page.getByText(texts.refused)).toBeVisible();
  });
}

test("someone invited to a shared list signs up from the invitation's page", async ({
  page,
  request,
  baseURL,
  inviteServer,
}) => {
  const url = baseURL ?? inviteServer.url;
  await createConfirmedUser(request, url, OWNER, "en", inviteServer.outbox);
  await signInThroughApi(request, url, OWNER);
  const listId = await createNote(request, url, { title: "Weekend", category: "shopping", items: [{ name: "Milk" }] });
  const guest = uniqueUser({ firstName: "Peter", lastName: "Horváth" });
  const invited = await request.post(`/api/shared-lists/${listId}/invitations`, {
    headers: { origin: url },
    data: { email: guest.email },
  });
  expect(invited.status()).toBe(201);
  const invitation = linkIn(await waitForMail(guest.email, { outbox: inviteServer.outbox }), "/invitations/");

  await page.goto(new URL(invitation).pathname);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("note")).toHaveCount(0);
  await page.getByLabel("First name").fill(guest.firstName);
  await page.getByLabel("Last name").fill(guest.lastName);
  await page.getByLabel("Email").fill(guest.email);
  await page.getByLabel("Password", { exact: true }).fill(guest.password);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByText("Registration complete!")).toBeVisible();
  const confirmation = await waitForMail(guest.email, { outbox: inviteServer.outbox, subject: /Confirm/ });
  expect(linkIn(confirmation, "/api/auth/verify-email")).toContain("/api/auth/verify-email");
});
