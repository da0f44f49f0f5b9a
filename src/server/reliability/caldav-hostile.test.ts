import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { type DavAccount, davAccount, vtodo } from "../test-support/caldav-client.ts";

/**
 * Hostile CalDAV requests, as hostile-requests.test.ts sends to /api: every DAV method at generated
 * paths (the user's own, another user's, malformed) with generated bodies — broken XML, entity bombs,
 * iCalendar of every broken shape, VEVENTs, huge and empty fields. Every answer is below 500, and the
 * other user's tasks are exactly as before. RELIABILITY_RUNS raises the runs; RELIABILITY_SEED replays.
 */
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 60);
const SEED = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : undefined;
const serverErrors: string[] = [];
let harness: AccountsServer;
let attacker: DavAccount;
let victim: DavAccount;

beforeAll(async () => {
  harness = await startAccountsServer(
    { API_TOKEN_REQUESTS_PER_MINUTE: "100000" },
    createLogger("error", (line) => serverErrors.push(line)),
  );
  [attacker, victim] = await Promise.all([davAccount(harness), davAccount(harness)]);
  await victim.api.createNote({ title: "Victim's task", category: "tasks", date: "2026-12-01" });
});
afterAll(() => harness.close());

const METHODS = [
  "PROPFIND",
  "PROPPATCH",
  "REPORT",
  "MKCALENDAR",
  "MKCOL",
  "GET",
  "HEAD",
  "PUT",
  "DELETE",
  "OPTIONS",
  "POST",
  "MOVE",
  "COPY",
  "LOCK",
];

const xmlBodies = fc.oneof(
  fc.constant(""),
  fc.string(),
  fc.constant('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xxxxxxxx"><!ENTITY y "&x;&x;&x;">]><a>&y;</a>'),
  fc.constant('<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/>'),
  fc.constant(
    `<c:calendar-query xmlns:c="urn:ietf:params:xml:ns:caldav"><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"><c:time-range start="nonsense"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
  ),
  fc.constant(
    '<d:sync-collection xmlns:d="DAV:"><d:sync-token>urn:poriadok:sync:999999999999</d:sync-token></d:sync-collection>',
  ),
  fc.constant(
    '<d:sync-collection xmlns:d="DAV:"><d:sync-token>urn:poriadok:sync:-1</d:sync-token></d:sync-collection>',
  ),
  fc.string({ unit: "binary", maxLength: 300 }).map((inner) => `<d:propfind xmlns:d="DAV:">${inner}</d:propfind>`),
);
const icalBodies = fc.oneof(
  fc
    .record({
      UID: fc.string({ maxLength: 300 }),
      SUMMARY: fc.string({ unit: "binary", maxLength: 2000 }),
      DUE: fc.oneof(fc.constant("20261301T250000Z"), fc.constant("2026"), fc.string({ maxLength: 20 })),
      RRULE: fc.oneof(fc.constant("FREQ=SECONDLY"), fc.constant("FREQ=WEEKLY;COUNT=-1"), fc.string({ maxLength: 40 })),
      CATEGORIES: fc.array(fc.string({ maxLength: 80 }), { maxLength: 40 }).map((names) => names.join(",")),
    })
    .map((fields) => vtodo(fields)),
  fc.constant("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"),
  fc.constant(
    "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nEND:VTODO\r\nBEGIN:VTODO\r\nUID:b\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
  ),
  fc.string({ unit: "binary", maxLength: 500 }),
);

function pathsFor(own: string, other: string) {
  return fc.oneof(
    fc.constantFrom(
      "/dav",
      "/dav/",
      `/dav/principals/${own}/`,
      `/dav/calendars/${own}/`,
      `/dav/calendars/${own}/tasks/`,
    ),
    fc.constantFrom(
      `/dav/calendars/${other}/tasks/`,
      `/dav/principals/${other}/`,
      "/dav/calendars/%zz/",
      "/dav/../api/notes",
    ),
    fc.string({ maxLength: 60 }).map((name) => `/dav/calendars/${own}/${encodeURIComponent(name)}/`),
    fc.string({ maxLength: 60 }).map((name) => `/dav/calendars/${own}/tasks/${encodeURIComponent(name)}.ics`),
  );
}

describe("hostile CalDAV requests", () => {
  it("never answer 5xx, and leave the other user's tasks as they were", async () => {
    const before = JSON.stringify((await victim.api.listNotes("tasks")).body.notes);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        pathsFor(attacker.userId, victim.userId),
        fc.oneof(xmlBodies, icalBodies),
        fc.record({ depth: fc.constantFrom("0", "1", "infinity", "x"), "if-match": fc.constantFrom("*", '"x"', "") }),
        async (method, path, body, headers) => {
          const hasBody = !["GET", "HEAD", "OPTIONS"].includes(method);
          const answer = await attacker.dav(method, path, { body: hasBody ? body : undefined, headers });
          await answer.arrayBuffer();
          expect(answer.status, `${method} ${path}\n${body.slice(0, 400)}\n${serverErrors.join("\n")}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(JSON.stringify((await victim.api.listNotes("tasks")).body.notes)).toBe(before);
    expect(serverErrors).toEqual([]);
  }, 240_000);
});
