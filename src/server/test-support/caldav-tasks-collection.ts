import type { DavAccount } from "./caldav-client.ts";

/** Discovery's PROPFIND: the principal, the home, and a collection's name, type, CTag and sync token. */
export const PROPFIND_DISCOVERY = `<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">
  <d:prop><d:current-user-principal/><c:calendar-home-set/><d:displayname/><d:resourcetype/>
  <c:supported-calendar-component-set/><cs:getctag/><d:sync-token/><d:getetag/></d:prop>
</d:propfind>`;

/** Where an account's Tasks collection lives. */
export const tasksPath = (account: DavAccount) => `/dav/calendars/${account.userId}/tasks/`;
