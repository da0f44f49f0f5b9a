import { expect } from "vitest";
import type { AccountsServer } from "./accounts-server.ts";
import type { OrganiserApi } from "./api-client.ts";
import { createApiTokenWith } from "./api-tokens.ts";
import { type Person, signedInPerson } from "./sharing-people.ts";

/** A CalDAV client's request: a method, a path under the server, a body and headers, as a client sends them. */
export type DavCall = (
  method: string,
  path: string,
  options?: { body?: string; headers?: Record<string, string>; password?: string },
) => Promise<Response>;

export type DavAccount = {
  person: Person;
  userId: string;
  email: string;
  password: string;
  api: OrganiserApi;
  dav: DavCall;
};

/** A confirmed account signed in to the app, with an app password (a token of the scope `caldav`). */
export async function davAccount(harness: AccountsServer, locale: "en" | "sk" = "en"): Promise<DavAccount> {
  const person = await signedInPerson(harness, { locale });
  const { user } = person;
  const { token } = await createApiTokenWith(person.client, { name: "Phone", scope: "caldav", expiresInDays: 90 });
  const dav: DavCall = (method, path, options = {}) =>
    fetch(`${harness.server.url}${path}`, {
      method,
      body: options.body,
      redirect: "manual",
      headers: {
        authorization: basic(user.email, options.password ?? token),
        ...(options.body !== undefined && !options.headers?.["content-type"]
          ? { "content-type": method === "PUT" ? "text/calendar; charset=utf-8" : "application/xml; charset=utf-8" }
          : {}),
        ...options.headers,
      },
    });
  expect(person.id).toBeTruthy();
  return { person, userId: person.id, email: user.email, password: token, api: person.api, dav };
}

export function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

/** The text of every element with this local name in a multistatus (namespace prefixes vary by server). */
export function elementTexts(xml: string, localName: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${localName}>`, "g");
  return [...xml.matchAll(pattern)].map((match) => unescapeXml(match[1] ?? ""));
}

function unescapeXml(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&#13;", "\r")
    .replaceAll("&amp;", "&");
}

/** A VTODO as a client PUTs it. */
export function vtodo(fields: Record<string, string>, extra = ""): string {
  const lines = Object.entries(fields).map(([name, value]) => `${name}:${value}`);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//CalDAV test//EN",
    "BEGIN:VTODO",
    "DTSTAMP:20261128T120000Z",
    ...lines,
    ...(extra ? [extra] : []),
    "END:VTODO",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
