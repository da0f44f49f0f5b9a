import { describe, expect, it } from "vitest";
import { APPLE_ICAL, CALDAV, CALSERVER, DAV, DavXmlError, parseDavBody } from "./dav-xml.js";
import {
  APPLE_HOME_PROPFIND,
  DAVX5_HOME_PROPFIND,
  DAVX5_TODO_QUERY,
  RFC4791_PENDING_TODOS,
  thunderbirdMultiget,
  thunderbirdSync,
} from "./dav-xml-client-samples.js";

const q = (ns: string, name: string) => ({ ns, name });
const WEBDAV_PUSH = "https://bitfire.at/webdav-push";

function thrown(action: () => unknown): DavXmlError {
  try {
    action();
  } catch (error) {
    if (error instanceof DavXmlError) return error;
    throw error;
  }
  throw new Error("expected a DavXmlError");
}

describe("parseDavBody: PROPFIND", () => {
  it("reads DAVx⁵'s calendar-home PROPFIND (default DAV: namespace, CAL prefix, generated n0…n3 prefixes)", () => {
    expect(parseDavBody("PROPFIND", DAVX5_HOME_PROPFIND)).toEqual({
      kind: "propfind",
      request: {
        kind: "prop",
        props: [
          q(DAV, "current-user-privilege-set"),
          q(DAV, "displayname"),
          q(DAV, "owner"),
          q(DAV, "resourcetype"),
          q(WEBDAV_PUSH, "push-transports"),
          q(WEBDAV_PUSH, "topic"),
          q(APPLE_ICAL, "calendar-color"),
          q(CALDAV, "calendar-description"),
          q(CALDAV, "calendar-timezone"),
          q(CALDAV, "calendar-timezone-id"),
          q(CALDAV, "supported-calendar-component-set"),
          q(CALSERVER, "source"),
        ],
      },
    });
  });

  it("reads OS X Calendar's captured home PROPFIND, each element declaring its own A:–E: prefix", () => {
    const result = parseDavBody("PROPFIND", APPLE_HOME_PROPFIND);
    const props = result.kind === "propfind" && result.request.kind === "prop" ? result.request.props : [];
    expect(props).toHaveLength(39);
    expect(props.slice(0, 5)).toEqual([
      q(DAV, "add-member"),
      q(CALSERVER, "allowed-sharing-modes"),
      q(APPLE_ICAL, "autoprovisioned"),
      q("http://me.com/_namespace/", "bulk-requests"),
      q(CALDAV, "calendar-alarm"),
    ]);
    for (const wanted of [
      q(CALSERVER, "getctag"),
      q(DAV, "current-user-privilege-set"),
      q(CALDAV, "supported-calendar-component-set"),
      q(DAV, "sync-token"),
    ])
      expect(props).toContainEqual(wanted);
    expect(props.at(-1)).toEqual(q(CALDAV, "managed-attachments-server-URL"));
  });

  it("reads the current-user-principal discovery PROPFIND with a lower-case d: prefix", () => {
    // The discovery request of Nextcloud-style clients (e.g. planify, tasks.org): lower-case prefixes.
    const body = `<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>`;
    expect(parseDavBody("PROPFIND", body)).toEqual({
      kind: "propfind",
      request: { kind: "prop", props: [q(DAV, "current-user-principal")] },
    });
  });

  it("treats an empty body as allprop (RFC 4918 9.1) and reads allprop and propname", () => {
    expect(parseDavBody("PROPFIND", "")).toEqual({ kind: "propfind", request: { kind: "allprop" } });
    expect(parseDavBody("PROPFIND", " \r\n")).toEqual({ kind: "propfind", request: { kind: "allprop" } });
    expect(parseDavBody("PROPFIND", `<propfind xmlns="DAV:"><allprop/></propfind>`)).toEqual({
      kind: "propfind",
      request: { kind: "allprop" },
    });
    expect(parseDavBody("PROPFIND", `<D:propfind xmlns:D="DAV:"><D:propname/></D:propfind>`)).toEqual({
      kind: "propfind",
      request: { kind: "propname" },
    });
  });

  it("refuses another root element and undeclared prefixes", () => {
    expect(() => parseDavBody("PROPFIND", `<propfind xmlns="urn:other"><prop/></propfind>`)).toThrow(DavXmlError);
    expect(() => parseDavBody("PROPFIND", `<D:propfind><D:prop/></D:propfind>`)).toThrow(/prefix "D"/);
  });
});

describe("parseDavBody: REPORT", () => {
  it("reads Thunderbird's calendar-multiget, escaped hrefs included", () => {
    const body = thunderbirdMultiget(["/dav/calendars/u1/tasks/a%20b.ics", "/dav/calendars/u1/tasks/c&amp;d.ics"]);
    expect(parseDavBody("REPORT", body)).toEqual({
      kind: "calendar-multiget",
      request: { kind: "prop", props: [q(DAV, "getetag"), q(CALDAV, "calendar-data")] },
      hrefs: ["/dav/calendars/u1/tasks/a%20b.ics", "/dav/calendars/u1/tasks/c&d.ics"],
    });
  });

  it("reads DAVx⁵'s calendar-query for to-dos in a time range (DAV: as the default namespace)", () => {
    expect(parseDavBody("REPORT", DAVX5_TODO_QUERY)).toEqual({
      kind: "calendar-query",
      request: { kind: "prop", props: [q(DAV, "getetag")] },
      filter: {
        component: "VTODO",
        timeRange: { start: "20260101T000000Z", end: "20260201T000000Z" },
        completed: null,
      },
    });
  });

  it("reads RFC 4791's query for pending to-dos (COMPLETED is-not-defined, STATUS not CANCELLED)", () => {
    const result = parseDavBody("REPORT", RFC4791_PENDING_TODOS);
    expect(result.kind === "calendar-query" && result.request).toEqual({
      kind: "prop",
      props: [q(DAV, "getetag"), q(CALDAV, "calendar-data")],
    });
    expect(result.kind === "calendar-query" && result.filter).toEqual({
      component: "VTODO",
      timeRange: null,
      completed: "excluded",
    });
  });

  it("reads STATUS text-match COMPLETED, negated or not, and a bare VCALENDAR filter", () => {
    const query = (inner: string) =>
      `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR">${inner}</c:comp-filter></c:filter></c:calendar-query>`;
    const filterOf = (inner: string) => {
      const result = parseDavBody("REPORT", query(inner));
      return result.kind === "calendar-query" ? result.filter : null;
    };
    const status = (negate: string) =>
      `<c:comp-filter name="VTODO"><c:prop-filter name="STATUS"><c:text-match${negate}>COMPLETED</c:text-match></c:prop-filter></c:comp-filter>`;
    expect(filterOf(status(` negate-condition="yes"`))?.completed).toBe("excluded");
    expect(filterOf(status(""))?.completed).toBe("only");
    expect(filterOf("")).toEqual({ component: null, timeRange: null, completed: null });
    expect(filterOf(`<c:comp-filter name="VEVENT"/>`)?.component).toBe("VEVENT");
    expect(filterOf(`<c:comp-filter name="VJOURNAL"/>`)?.component).toBe("other");
    expect(() => filterOf(`<c:comp-filter name="VTODO"><c:time-range start="2026-01-01"/></c:comp-filter>`)).toThrow(
      DavXmlError,
    );
  });

  it("reads python-caldav's sync-collection, with the token empty and given", () => {
    // python-caldav's Calendar.objects_by_sync_token(): sync-token, sync-level 1, prop getetag.
    const initial = `<?xml version='1.0' encoding='utf-8'?>
<D:sync-collection xmlns:D="DAV:"><D:sync-token/><D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop></D:sync-collection>`;
    expect(parseDavBody("REPORT", initial)).toEqual({
      kind: "sync-collection",
      request: { kind: "prop", props: [q(DAV, "getetag")] },
      syncToken: null,
      limit: null,
    });
    const next = `<?xml version='1.0' encoding='utf-8'?>
<D:sync-collection xmlns:D="DAV:"><D:sync-token>https://example.com/ns/sync/42</D:sync-token><D:sync-level>1</D:sync-level><D:prop><D:getetag/><C:calendar-data xmlns:C="urn:ietf:params:xml:ns:caldav"/></D:prop></D:sync-collection>`;
    const result = parseDavBody("REPORT", next);
    expect(result.kind === "sync-collection" && result.syncToken).toBe("https://example.com/ns/sync/42");
  });

  it("reads Thunderbird's webdav-sync (DAV: as the default namespace, getcontenttype asked for)", () => {
    expect(parseDavBody("REPORT", thunderbirdSync(null))).toEqual({
      kind: "sync-collection",
      request: { kind: "prop", props: [q(DAV, "getcontenttype"), q(DAV, "getetag")] },
      syncToken: null,
      limit: null,
    });
    const next = parseDavBody("REPORT", thunderbirdSync("https://poriadok.example/dav/sync/9"));
    expect(next.kind === "sync-collection" && next.syncToken).toBe("https://poriadok.example/dav/sync/9");
  });

  it("reads a sync-collection limit (RFC 6578 3.7) and refuses a bad one", () => {
    const body = (n: string) =>
      `<sync-collection xmlns="DAV:"><sync-token/><sync-level>1</sync-level><limit><nresults>${n}</nresults></limit><prop><getetag/></prop></sync-collection>`;
    const result = parseDavBody("REPORT", body("100"));
    expect(result.kind === "sync-collection" && result.limit).toBe(100);
    expect(() => parseDavBody("REPORT", body("-1"))).toThrow(DavXmlError);
  });

  it("marks other reports as unsupported so the route can answer 403 supported-report", () => {
    const freeBusy = `<C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav"><C:time-range start="20260101T000000Z" end="20260102T000000Z"/></C:free-busy-query>`;
    expect(thrown(() => parseDavBody("REPORT", freeBusy)).unsupportedReport).toBe(true);
    const expand = `<D:expand-property xmlns:D="DAV:"><D:property name="calendar-proxy-read-for"/></D:expand-property>`;
    expect(thrown(() => parseDavBody("REPORT", expand)).unsupportedReport).toBe(true);
    expect(thrown(() => parseDavBody("REPORT", "<not-closed>")).unsupportedReport).toBe(false);
    expect(() => parseDavBody("REPORT", "")).toThrow(DavXmlError);
  });
});

describe("parseDavBody: hostile and broken bodies", () => {
  it("refuses a DOCTYPE with entity expansion (billion laughs, XXE)", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><D:propfind xmlns:D="DAV:"><D:prop><D:displayname>&lol2;</D:displayname></D:prop></D:propfind>`;
    expect(() => parseDavBody("PROPFIND", laughs)).toThrow(DavXmlError);
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><D:displayname>&xxe;</D:displayname></D:prop></D:set></D:propertyupdate>`;
    expect(() => parseDavBody("PROPPATCH", xxe)).toThrow(DavXmlError);
  });

  it("refuses undeclared entities but decodes the predefined ones and character references", () => {
    const body = (text: string) =>
      `<D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><D:displayname>${text}</D:displayname></D:prop></D:set></D:propertyupdate>`;
    expect(() => parseDavBody("PROPPATCH", body("&nbsp;"))).toThrow(DavXmlError);
    const result = parseDavBody("PROPPATCH", body("&lt;a&gt; &quot;&apos; &#x41;&#66; <![CDATA[&amp;]]>"));
    expect(result.kind === "proppatch" && result.set[0]?.text).toBe(`<a> "' AB &amp;`);
  });

  it("refuses a body over 1 MB, nesting deeper than 32 levels, and text that is not XML", () => {
    const huge = `<D:propfind xmlns:D="DAV:"><D:prop>${"<D:displayname/>".repeat(140_000)}</D:prop></D:propfind>`;
    expect(huge.length).toBeGreaterThan(2_000_000);
    expect(thrown(() => parseDavBody("PROPFIND", huge)).message).toMatch(/1 MB/);
    const deep = `<D:propfind xmlns:D="DAV:"><D:prop>${"<D:x>".repeat(100)}${"</D:x>".repeat(100)}</D:prop></D:propfind>`;
    expect(() => parseDavBody("PROPFIND", deep)).toThrow(DavXmlError);
    const justDeepEnough = `<D:propfind xmlns:D="DAV:"><D:prop>${"<D:x>".repeat(30)}${"</D:x>".repeat(30)}</D:prop></D:propfind>`;
    expect(parseDavBody("PROPFIND", justDeepEnough).kind).toBe("propfind");
    for (const junk of ["not xml at all", '{"json": true}', "<a><b></a>", "<a/><b/>", "<D:propfind xmlns:D='DAV:'>"]) {
      expect(() => parseDavBody("PROPFIND", junk), junk).toThrow(DavXmlError);
    }
  });
});
