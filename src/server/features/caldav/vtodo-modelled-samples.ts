/**
 * VTODOs for the mapping tests with no captured copy behind them. "Modelled" ones follow the client's
 * documented output (the captured ones are in vtodo-client-samples.ts). "Written here" ones cover edge
 * cases and claim no client.
 */
const crlf = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

/**
 * Written here in Thunderbird's style, not captured: IN-PROCESS with a partial PERCENT-COMPLETE, escaped
 * text, two categories, a day alarm before the due date, LF-only.
 */
export const IN_PROCESS_WITH_ESCAPES = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
  "VERSION:2.0",
  "BEGIN:VTODO",
  "CREATED:20261001T100000Z",
  "LAST-MODIFIED:20261001T100000Z",
  "DTSTAMP:20261001T100000Z",
  "UID:b4c1d2e3-f4a5-4b6c-9d8e-7f6a5b4c3d2e",
  "SUMMARY:Write report",
  "PRIORITY:5",
  "STATUS:IN-PROCESS",
  "PERCENT-COMPLETE:40",
  "CATEGORIES:Work,Q4",
  "DTSTART;VALUE=DATE:20261010",
  "DUE;VALUE=DATE:20261012",
  "DESCRIPTION:Line one\\nLine two\\, with comma",
  "URL:https://example.com/report",
  "X-MOZ-GENERATION:2",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "TRIGGER;VALUE=DURATION;RELATED=END:-P1D",
  "DESCRIPTION:Default Mozilla Description",
  "END:VALARM",
  "END:VTODO",
  "END:VCALENDAR",
].join("\n");

/** Evolution: libical's prefixed TZID and its own VTIMEZONE, a weekly rule, lower-case status (modelled). */
export const EVOLUTION = crlf([
  "BEGIN:VCALENDAR",
  "PRODID:-//Ximian//NONSGML Evolution Calendar//EN",
  "VERSION:2.0",
  "BEGIN:VTIMEZONE",
  "TZID:/freeassociation.sourceforge.net/Europe/Bratislava",
  "X-LIC-LOCATION:Europe/Bratislava",
  "BEGIN:STANDARD",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VTODO",
  "UID:20261120T101500Z-1234-1000-1-7@laptop",
  "DTSTAMP:20261120T101500Z",
  "SUMMARY:Take out the bins",
  "DUE;TZID=/freeassociation.sourceforge.net/Europe/Bratislava:",
  " 20261123T070000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "CLASS:PUBLIC",
  "SEQUENCE:1",
  "status:needs-action",
  "CREATED:20261120T101500Z",
  "LAST-MODIFIED:20261120T101500Z",
  "END:VTODO",
  "END:VCALENDAR",
]);

/** jtx Board through DAVx⁵: GEO, a refused rule (hourly), a UTC due and an Outlook zone's start (modelled). */
export const JTX_BOARD = crlf([
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:+//IDN bitfire.at//jtx Board 2.9.2 ical4j/3.2.19",
  "BEGIN:VTODO",
  "DTSTAMP:20261115T090000Z",
  "UID:1731661200000-3f6c1e2a-8b1d-4b7e-9c0f-2a6b5d4e3c21",
  "SEQUENCE:0",
  "CREATED:20261115T090000Z",
  "LAST-MODIFIED:20261115T090000Z",
  "SUMMARY:  Water the plants  ",
  "GEO:48.148598;17.107748",
  "DUE:20261120T170000Z",
  "DTSTART;TZID=Central Europe Standard Time:20261120T080000",
  "RRULE:FREQ=HOURLY;INTERVAL=6",
  "PERCENT-COMPLETE:100",
  "CATEGORIES:home",
  "CATEGORIES:Home, garden ,",
  "END:VTODO",
  "END:VCALENDAR",
]);
