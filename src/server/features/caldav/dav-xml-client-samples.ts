/**
 * Request bodies as real clients send them, for the parser tests (dav-xml.test.ts) and the HTTP tests
 * (caldav.test.ts). Each names the repository and file it was taken from. "Verbatim" means the text is
 * the client's own (a captured request or a literal string in its source). "Assembled" means the client
 * builds it with a serializer: the props, their order and the prefixes come from the cited source. The
 * spacing is what that serializer writes, and it was not captured from a live client.
 */

/**
 * DAVx⁵: the Depth 1 PROPFIND on a calendar home set (HomeSetRefresher.refreshHomesetsAndTheirCollections).
 * Assembled. The props are ServiceDetectionUtils.collectionQueryProperties(TYPE_CALDAV) in
 * bitfireAT/davx5-ose app/src/main/kotlin/at/bitfire/davdroid/servicedetection/ServiceDetectionUtils.kt
 * (8c7f5e049e3f33c7487b464adc82f5c7b9878c65). bitfireAT/dav4jvm DavResource.propfind()
 * (src/main/kotlin/at/bitfire/dav4jvm/DavResource.kt, 1f48a6620c806c218eb8cd8c31e0025f44b5a933) writes
 * them with the default DAV: namespace and the CAL and CARD prefixes. Android's serializer gives every
 * other namespace a prefix n0, n1… on the element itself.
 */
export const DAVX5_HOME_PROPFIND = `<?xml version='1.0' encoding='UTF-8' ?><propfind xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav" xmlns:CARD="urn:ietf:params:xml:ns:carddav"><prop><current-user-privilege-set /><displayname /><owner /><resourcetype /><n0:push-transports xmlns:n0="https://bitfire.at/webdav-push" /><n1:topic xmlns:n1="https://bitfire.at/webdav-push" /><n2:calendar-color xmlns:n2="http://apple.com/ns/ical/" /><CAL:calendar-description /><CAL:calendar-timezone /><CAL:calendar-timezone-id /><CAL:supported-calendar-component-set /><n3:source xmlns:n3="http://calendarserver.org/ns/" /></prop></propfind>`;

/**
 * DAVx⁵: the calendar-query for to-dos in a range. Assembled from bitfireAT/dav4jvm DavCalendar.calendarQuery()
 * (src/main/kotlin/at/bitfire/dav4jvm/DavCalendar.kt, 1f48a6620c806c218eb8cd8c31e0025f44b5a933): DAV: as the
 * default namespace, CAL for CalDAV, getetag only, and a UTC time-range.
 */
export const DAVX5_TODO_QUERY = `<?xml version='1.0' encoding='UTF-8' ?><CAL:calendar-query xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav"><prop><getetag /></prop><CAL:filter><CAL:comp-filter name="VCALENDAR"><CAL:comp-filter name="VTODO"><CAL:time-range start="20260101T000000Z" end="20260201T000000Z" /></CAL:comp-filter></CAL:comp-filter></CAL:filter></CAL:calendar-query>`;

/**
 * Apple Calendar on OS X 10.11: the Depth 1 PROPFIND it polls a calendar home with. Verbatim from
 * apple/ccs-calendarserver contrib/performance/loadtest/request-data/OS_X_10_11/poll_calendarhome_depth1_propfind.request
 * (25c3df1443d83094533559f3a9947980c33106f7). Apple's load tester replays this captured request.
 */
export const APPLE_HOME_PROPFIND = `<?xml version="1.0" encoding="UTF-8"?>
<A:propfind xmlns:A="DAV:">
  <A:prop>
    <A:add-member/>
    <C:allowed-sharing-modes xmlns:C="http://calendarserver.org/ns/"/>
    <D:autoprovisioned xmlns:D="http://apple.com/ns/ical/"/>
    <E:bulk-requests xmlns:E="http://me.com/_namespace/"/>
    <B:calendar-alarm xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <D:calendar-color xmlns:D="http://apple.com/ns/ical/"/>
    <B:calendar-description xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <B:calendar-free-busy-set xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <D:calendar-order xmlns:D="http://apple.com/ns/ical/"/>
    <B:calendar-timezone xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <A:current-user-privilege-set/>
    <B:default-alarm-vevent-date xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <B:default-alarm-vevent-datetime xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <A:displayname/>
    <C:getctag xmlns:C="http://calendarserver.org/ns/"/>
    <C:invite xmlns:C="http://calendarserver.org/ns/"/>
    <D:language-code xmlns:D="http://apple.com/ns/ical/"/>
    <D:location-code xmlns:D="http://apple.com/ns/ical/"/>
    <A:owner/>
    <C:pre-publish-url xmlns:C="http://calendarserver.org/ns/"/>
    <C:publish-url xmlns:C="http://calendarserver.org/ns/"/>
    <C:push-transports xmlns:C="http://calendarserver.org/ns/"/>
    <C:pushkey xmlns:C="http://calendarserver.org/ns/"/>
    <A:quota-available-bytes/>
    <A:quota-used-bytes/>
    <D:refreshrate xmlns:D="http://apple.com/ns/ical/"/>
    <A:resource-id/>
    <A:resourcetype/>
    <B:schedule-calendar-transp xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <B:schedule-default-calendar-URL xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <C:source xmlns:C="http://calendarserver.org/ns/"/>
    <C:subscribed-strip-alarms xmlns:C="http://calendarserver.org/ns/"/>
    <C:subscribed-strip-attachments xmlns:C="http://calendarserver.org/ns/"/>
    <C:subscribed-strip-todos xmlns:C="http://calendarserver.org/ns/"/>
    <B:supported-calendar-component-set xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <B:supported-calendar-component-sets xmlns:B="urn:ietf:params:xml:ns:caldav"/>
    <A:supported-report-set/>
    <A:sync-token/>
    <B:managed-attachments-server-URL xmlns:B="urn:ietf:params:xml:ns:caldav"/>
  </A:prop>
</A:propfind>
`;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * Thunderbird: the calendar-multiget that fetches changed items. Verbatim from mozilla/releases-comm-central
 * calendar/providers/caldav/modules/CalDavRequestHandlers.sys.mjs, CalDavMultigetSyncHandler.doMultiGet()
 * (6a784829d28c7f7fc8f0baa2cbcf65c644de8a4d). Thunderbird escapes each path with cal.xml.escapeString.
 */
export const thunderbirdMultiget = (paths: string[]) =>
  `${XML_HEADER}<C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/><C:calendar-data/></D:prop>${paths.map((path) => `<D:href>${path}</D:href>`).join("")}</C:calendar-multiget>`;

/**
 * Thunderbird: webdav-sync (RFC 6578), with an empty token the first time. Verbatim from the same file,
 * CalDavWebDavSyncHandler.doWebDAVSync(). It keeps only the items whose getcontenttype starts with
 * "text/calendar" or whose href ends in ".ics".
 */
export const thunderbirdSync = (token: string | null) =>
  `${XML_HEADER}<sync-collection xmlns="DAV:">${token ? `<sync-token>${token}</sync-token>` : "<sync-token/>"}<sync-level>1</sync-level><prop><getcontenttype/><getetag/></prop></sync-collection>`;

/**
 * RFC 4791 7.8.9, "Example: Retrieval of All Pending To-Dos" (documentation, not a client): COMPLETED
 * is-not-defined, and STATUS not CANCELLED.
 */
export const RFC4791_PENDING_TODOS = `<?xml version="1.0" encoding="utf-8" ?>
<C:calendar-query xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop xmlns:D="DAV:">
    <D:getetag/>
    <C:calendar-data/>
  </D:prop>
  <C:filter>
    <C:comp-filter name="VCALENDAR">
      <C:comp-filter name="VTODO">
        <C:prop-filter name="COMPLETED">
          <C:is-not-defined/>
        </C:prop-filter>
        <C:prop-filter name="STATUS">
          <C:text-match
             negate-condition="yes">CANCELLED</C:text-match>
        </C:prop-filter>
      </C:comp-filter>
    </C:comp-filter>
  </C:filter>
</C:calendar-query>`;
