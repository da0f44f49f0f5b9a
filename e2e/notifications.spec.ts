import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { post } from "./support/page-api.ts";
import { fakeSubscription } from "./support/push-subscription.ts";
import { registerServiceWorkerNow } from "./support/service-worker.ts";

/*
 * Settings → Notifications (issue 13) and the service worker's push handling. Headless Chromium
 * reaches no real push service, so the screen's states are checked as they are, a device is added
 * through the API as a browser's subscription would be, and a push message is delivered to the
 * worker through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */

async function signInNewUser(page: Page, baseURL: string | undefined) {
  const user = uniqueUser({ firstName: "Zuzana" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  return user;
}

test("the screen in English: no device yet, a test goes by e-mail, e-mail can be chosen", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  // "Enable" waits 10 s for a service worker that never comes here, then the axe walk: 30 s is tight.
  test.setTimeout(60_000);
  await signInNewUser(page, baseURL);
  await page.goto("/settings");
  await page.getByRole("link", { name: /^Notifications/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeFocused();
  for (const title of ["This device", "How reminders reach you", "Try it", "Devices"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByRole("status").filter({ hasText: "Notifications are off on this device." })).toBeVisible();
  await expect(page.getByText("No device gets notifications yet.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Notifications on my devices" })).toBeChecked();

  // With no device, reminders (and so the test) go by e-mail (issue 25, decision 025).
  await expect(page.getByText("On every device where you enabled them; by e-mail until you enable one.")).toBeVisible();
  await page.getByRole("button", { name: "Send a test" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "A test e-mail is on its way to your address." }),
  ).toBeVisible();

  // The worker is blocked in this context, so the browser cannot subscribe: the screen says why.
  await page.context().grantPermissions(["notifications"]);
  await page.getByRole("button", { name: "Enable on this device" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /has not finished setting up Poriadok for offline use|could not turn on notifications/,
    { timeout: 20_000 },
  );

  await page.getByRole("radio", { name: "E-mail" }).check();
  await expect(page.getByText("Reminders will come by e-mail.")).toBeVisible();
  await page.getByRole("button", { name: "Send a test" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "A test e-mail is on its way to your address." }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "E-mail" })).toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  expect(pageErrors.filter((error) => !/409|Failed to load resource/.test(error))).toEqual([]);
});

test("the screen in Slovak: blocked notifications explained, a device listed and removed by keyboard", async ({
  page,
  baseURL,
}) => {
  await signInNewUser(page, baseURL);
  // A device the user enabled elsewhere (the label comes from the request's user agent).
  await page.request.post("/api/notifications/subscriptions", {
    headers: {
      origin: new URL(baseURL ?? "").origin,
      "user-agent": "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
    },
    data: fakeSubscription("phone"),
  });
  await page.goto("/sk/settings?view=notifications");
  await expect(page.getByRole("heading", { level: 2, name: "Upozornenia" })).toBeVisible();
  for (const title of ["Toto zariadenie", "Ako k vám pripomienky prídu", "Vyskúšajte to", "Zariadenia"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByRole("radio", { name: "Upozornenia v mojich zariadeniach" })).toBeChecked();
  const devices = page.getByRole("list", { name: "Zariadenia" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices.getByRole("listitem")).toContainText("Firefox · Android");

  const remove = page.getByRole("button", { name: "Odstrániť Firefox · Android" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Firefox · Android už nebude dostávať upozornenia.")).toBeVisible();
  await expect(page.getByText("Upozornenia zatiaľ nedostáva žiadne zariadenie.")).toBeVisible();

  // A browser whose user said "Block": the button gives way to how to allow them again.
  await page.context().clearPermissions();
  await page.evaluate("Object.defineProperty(Notification, 'permission', { get: () => 'denied' }); true");
  await page
    .getByRole("link", { name: "Späť" })
    .or(page.getByRole("button", { name: "Späť" }))
    .first()
    .click();
  await page.getByRole("link", { name: /^Upozornenia/ }).click();
  await expect(page.getByRole("alert")).toHaveText(/Upozornenia sú pre túto stránku zablokované/);
  await expect(page.getByRole("button", { name: "Zapnúť na tomto zariadení" })).toHaveCount(0);
});

test.describe("the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("shows a pushed reminder as a notification of the task, with its link", async ({ page, baseURL }) => {
    // Two loads of /home and the worker's install, which precaches 204 files (1.6 MB): the install alone
    // took 29 s on a 2-core machine at load 20.
    test.setTimeout(60_000);
    await signInNewUser(page, baseURL);
    const task = await post<{ id: string }>(page, "/api/notes", { title: "Zaplatiť nájom", category: "tasks" });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("ServiceWorker.enable");
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await page.goto("/home");
    await registerServiceWorkerNow(page);
    await page.context().grantPermissions(["notifications"], { origin: new URL(baseURL ?? "").origin });

    const url = `${baseURL}/home?tab=tasks&note=${task.id}`;
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseURL ?? "").origin,
      registrationId: await registrationId,
      data: JSON.stringify({
        title: "Zaplatiť nájom",
        body: "Termín: 24.11.2026 09:00",
        url,
        tag: `reminder-${task.id}`,
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(
          "navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url })))",
        ),
      )
      .toEqual([{ title: "Zaplatiť nájom", body: "Termín: 24.11.2026 09:00", tag: `reminder-${task.id}`, url }]);

    // The notification's link opens the task's edit dialog on its tab (what a click navigates to).
    await page.goto(url);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("textbox").first()).toHaveValue("Zaplatiť nájom");
  });
});
