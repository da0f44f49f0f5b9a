import { describe, expect, it } from "vitest";
import { APPLE_ICAL, CALDAV, DAV, parseDavBody } from "./dav-xml.js";

/** The bodies that create or change a collection: PROPPATCH, MKCALENDAR and extended MKCOL. */
const q = (ns: string, name: string) => ({ ns, name });

describe("parseDavBody: PROPPATCH, MKCALENDAR, MKCOL", () => {
  it("reads OS X Calendar's colour PROPPATCH, and one that sets and removes (RFC 4918 9.2)", () => {
    // Verbatim: apple/ccs-calendarserver contrib/performance/loadtest/request-data/OS_X_10_11/
    // startup_calendar_color_proppatch.request (498dc198b0bab9645c32b7e700ed111cd4215df7).
    const apple = `<?xml version="1.0" encoding="UTF-8"?>
<A:propertyupdate xmlns:A="DAV:"><A:set><A:prop><D:calendar-color xmlns:D="http://apple.com/ns/ical/" symbolic-color="orange">#FD8208FF</D:calendar-color></A:prop></A:set></A:propertyupdate>`;
    expect(parseDavBody("PROPPATCH", apple)).toEqual({
      kind: "proppatch",
      set: [{ name: q(APPLE_ICAL, "calendar-color"), text: "#FD8208FF" }],
      remove: [],
    });
    // Written here, not captured: a set and a remove in one body, in Apple's prefix style.
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<A:propertyupdate xmlns:A="DAV:">
  <A:set><A:prop><A:displayname>Home &amp; garden</A:displayname><D:calendar-color xmlns:D="http://apple.com/ns/ical/">#FF2968FF</D:calendar-color></A:prop></A:set>
  <A:remove><A:prop><B:calendar-description xmlns:B="urn:ietf:params:xml:ns:caldav"/></A:prop></A:remove>
</A:propertyupdate>`;
    expect(parseDavBody("PROPPATCH", body)).toEqual({
      kind: "proppatch",
      set: [
        { name: q(DAV, "displayname"), text: "Home & garden" },
        { name: q(APPLE_ICAL, "calendar-color"), text: "#FF2968FF" },
      ],
      remove: [q(CALDAV, "calendar-description")],
    });
  });

  it("reads macOS Calendar's MKCALENDAR and one with a supported-calendar-component-set", () => {
    // Request from OS X Calendar (CalendarAgent/316.1), quoted in nuta/archives caldav-on-rails docs.
    const apple = `<?xml version="1.0" encoding="UTF-8"?>
<B:mkcalendar xmlns:B="urn:ietf:params:xml:ns:caldav">
  <A:set xmlns:A="DAV:">
    <A:prop>
      <D:calendar-color xmlns:D="http://apple.com/ns/ical/" symbolic-color="purple">
      #711A76FF
      </D:calendar-color>
      <A:displayname>カレンダーは可憐だ</A:displayname>
    </A:prop>
  </A:set>
</B:mkcalendar>`;
    expect(parseDavBody("MKCALENDAR", apple)).toEqual({
      kind: "mkcalendar",
      set: [
        { name: q(APPLE_ICAL, "calendar-color"), text: "#711A76FF" },
        { name: q(DAV, "displayname"), text: "カレンダーは可憐だ" },
      ],
    });
    // RFC 4791 5.3.1.2's example, restricted to to-dos.
    const rfc = `<?xml version="1.0" encoding="utf-8" ?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>Lisa's Tasks</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
    expect(parseDavBody("MKCALENDAR", rfc)).toEqual({
      kind: "mkcalendar",
      set: [
        { name: q(DAV, "displayname"), text: "Lisa's Tasks" },
        { name: q(CALDAV, "supported-calendar-component-set"), text: "VTODO" },
      ],
    });
    expect(parseDavBody("MKCALENDAR", "")).toEqual({ kind: "mkcalendar", set: [] });
  });

  it("reads an extended MKCOL (RFC 5689) with a calendar resourcetype", () => {
    const body = `<D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>Inbox</D:displayname></D:prop></D:set></D:mkcol>`;
    expect(parseDavBody("MKCOL", body)).toEqual({
      kind: "mkcalendar",
      set: [
        { name: q(DAV, "resourcetype"), text: "collection,calendar" },
        { name: q(DAV, "displayname"), text: "Inbox" },
      ],
    });
  });
});
