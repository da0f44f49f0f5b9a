import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { APPLE_ICAL, CALDAV, CALSERVER, DAV, davError, hrefNode, multistatus } from "./dav-xml.js";

const q = (ns: string, name: string) => ({ ns, name });

const readBack = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: false,
  parseTagValue: false,
  attributeNamePrefix: "@",
});

describe("multistatus", () => {
  it("writes responses that parse back with the known namespaces, escaping, 404 propstats and the sync-token", () => {
    const xml = multistatus(
      [
        {
          href: "/dav/calendars/u1/tasks/",
          propstats: [
            {
              status: 200,
              props: [
                { name: q(DAV, "displayname"), value: `Tom & Jerry's <list> "A"\u0001\u0008` },
                {
                  name: q(DAV, "resourcetype"),
                  value: [{ name: q(DAV, "collection") }, { name: q(CALDAV, "calendar") }],
                },
                { name: q(CALSERVER, "getctag"), value: "ctag-1" },
                { name: q(APPLE_ICAL, "calendar-color"), value: "#FF2968FF" },
                { name: q(DAV, "current-user-principal"), value: hrefNode("/dav/principals/u1/") },
                {
                  name: q(CALDAV, "supported-calendar-component-set"),
                  value: [{ name: q(CALDAV, "comp"), attrs: { name: "VTODO" } }],
                },
              ],
            },
            {
              status: 404,
              props: [{ name: q("urn:example:custom", "flavour") }, { name: q(DAV, "getcontentlength"), value: null }],
            },
          ],
        },
        { href: "/dav/calendars/u1/tasks/gone.ics", status: 404 },
      ],
      "https://poriadok.example/dav/sync/7",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(xml).toContain(
      `<d:multistatus xmlns:d="DAV:" xmlns:c="${CALDAV}" xmlns:cs="${CALSERVER}" xmlns:ical="${APPLE_ICAL}">`,
    );
    expect(xml).toContain(`<x1:flavour xmlns:x1="urn:example:custom"/>`);
    expect(xml).toContain("Tom &amp; Jerry&apos;s &lt;list&gt; &quot;A&quot;</d:displayname>");

    const doc = readBack.parse(xml)["d:multistatus"];
    const [collection, gone] = doc["d:response"];
    expect(collection["d:href"]).toBe("/dav/calendars/u1/tasks/");
    const [ok, missing] = collection["d:propstat"];
    expect(ok["d:status"]).toBe("HTTP/1.1 200 OK");
    expect(ok["d:prop"]["d:displayname"]).toBe(`Tom & Jerry's <list> "A"`);
    expect(Object.keys(ok["d:prop"]["d:resourcetype"])).toEqual(["d:collection", "c:calendar"]);
    expect(ok["d:prop"]["cs:getctag"]).toBe("ctag-1");
    expect(ok["d:prop"]["ical:calendar-color"]).toBe("#FF2968FF");
    expect(ok["d:prop"]["d:current-user-principal"]["d:href"]).toBe("/dav/principals/u1/");
    expect(ok["d:prop"]["c:supported-calendar-component-set"]["c:comp"]["@name"]).toBe("VTODO");
    expect(missing["d:status"]).toBe("HTTP/1.1 404 Not Found");
    expect(missing["d:prop"]["x1:flavour"]["@xmlns:x1"]).toBe("urn:example:custom");
    expect(missing["d:prop"]).toHaveProperty("d:getcontentlength");
    expect(gone).toEqual({ "d:href": "/dav/calendars/u1/tasks/gone.ics", "d:status": "HTTP/1.1 404 Not Found" });
    expect(doc["d:sync-token"]).toBe("https://poriadok.example/dav/sync/7");
    expect(xml.indexOf("<d:sync-token>")).toBeGreaterThan(xml.lastIndexOf("</d:response>"));
  });

  it("keeps calendar data intact when parsed back", () => {
    const ics = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:Milk & <eggs>\r\nEND:VTODO\r\nEND:VCALENDAR\r\n";
    const xml = multistatus([
      { href: "/a.ics", propstats: [{ status: 200, props: [{ name: q(CALDAV, "calendar-data"), value: ics }] }] },
    ]);
    expect(xml).not.toContain("<d:sync-token>");
    const doc = new XMLParser({ parseTagValue: false, trimValues: false }).parse(xml);
    const data = doc["d:multistatus"]["d:response"]["d:propstat"]["d:prop"]["c:calendar-data"];
    expect(data.replace(/\r?\n/g, "\n")).toBe(ics.replace(/\r\n/g, "\n"));
  });

  it("writes the status lines of other codes", () => {
    const xml = multistatus([
      { href: "/x", propstats: [{ status: 403, props: [{ name: q(DAV, "getetag") }] }] },
      { href: "/y", propstats: [{ status: 507, props: [{ name: q(DAV, "getetag") }] }] },
      { href: "/z", propstats: [{ status: 424, props: [{ name: q(DAV, "displayname") }] }] },
    ]);
    expect(xml).toContain("HTTP/1.1 403 Forbidden");
    expect(xml).toContain("HTTP/1.1 507 Insufficient Storage");
    expect(xml).toContain("HTTP/1.1 424 Failed Dependency");
  });
});

describe("davError", () => {
  it("names the failed precondition in its namespace, with an optional description", () => {
    const caldav = davError(q(CALDAV, "supported-calendar-component"), "Only VTODO <here>");
    const doc = readBack.parse(caldav)["d:error"];
    expect(doc).toHaveProperty("c:supported-calendar-component");
    expect(doc["@xmlns:c"]).toBe(CALDAV);
    expect(doc["d:responsedescription"]).toBe("Only VTODO <here>");
    expect(readBack.parse(davError(q(DAV, "valid-sync-token")))["d:error"]).toHaveProperty("d:valid-sync-token");
    expect(davError(q("urn:x", "odd"))).toContain(`<x1:odd xmlns:x1="urn:x"/>`);
  });
});
