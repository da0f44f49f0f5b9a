/**
 * VTODOs as clients send them, for the mapping tests. Each one is captured: another project keeps it as
 * a fixture of that client's output, and its comment names the repository, path and commit. The modelled
 * samples are in vtodo-modelled-samples.ts.
 */

/**
 * Tasks.org 13 (Android, through its own CalDAV sync). Captured: go-vikunja/vikunja pkg/caldav/parsing_test.go,
 * "example task from tasks.org app" (02091cb83e20c2fb84f6ab61ed3703d656d2da5a), LF-only, no final newline.
 */
export const TASKS_ORG = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:+//IDN tasks.org//android-130102//EN",
  "BEGIN:VTODO",
  "DTSTAMP:20230402T074158Z",
  "UID:4290517349243274514",
  "CREATED:20230402T060451Z",
  "LAST-MODIFIED:20230402T074154Z",
  "SUMMARY:Test with tasks.org",
  "PRIORITY:9",
  "CATEGORIES:Vikunja",
  "X-APPLE-SORT-ORDER:697384109",
  "DUE;TZID=Europe/Berlin:20230402T170001",
  "DTSTART;TZID=Europe/Berlin:20230401T090000",
  "BEGIN:VALARM",
  "TRIGGER;RELATED=END:PT0S",
  "ACTION:DISPLAY",
  "DESCRIPTION:Default Tasks.org description",
  "END:VALARM",
  "BEGIN:VALARM",
  "TRIGGER;VALUE=DATE-TIME:20230402T100000Z",
  "ACTION:DISPLAY",
  "DESCRIPTION:Default Tasks.org description",
  "END:VALARM",
  "END:VTODO",
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "LAST-MODIFIED:20220816T024022Z",
  "BEGIN:DAYLIGHT",
  "TZNAME:CEST",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "DTSTART:19810329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZNAME:CET",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "DTSTART:19961027T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
  "END:VCALENDAR",
].join("\n");

/**
 * Tasks.org 12: a sub-task (RELATED-TO;RELTYPE=PARENT) with tags, a day's due date and its default alarm,
 * LF-only. Captured in a Go CalDAV client's test (TestParseVTODO); that repository could not be pinned again.
 */
export const TASKS_ORG_SUBTASK = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:+//IDN tasks.org//android-120500//EN",
  "BEGIN:VTODO",
  "DTSTAMP:20220303T182218Z",
  "UID:3071754526080170849",
  "CREATED:20220303T182204Z",
  "LAST-MODIFIED:20220303T182215Z",
  "SUMMARY:Test task",
  "DESCRIPTION:This is a test description",
  "CATEGORIES:Test tag,Work",
  "PRIORITY:5",
  "STATUS:NEEDS-ACTION",
  "DUE;VALUE=DATE:20220303",
  "X-APPLE-SORT-ORDER:559033419",
  "RELATED-TO;RELTYPE=PARENT:9999999",
  "BEGIN:VALARM",
  "TRIGGER;RELATED=END:PT0S",
  "ACTION:DISPLAY",
  "DESCRIPTION:Default Tasks.org description",
  "END:VALARM",
  "END:VTODO",
  "END:VCALENDAR",
].join("\n");

/**
 * Apple Reminders on iOS 11.2.6, a completed reminder. Captured: tasks/tasks
 * app/src/test/resources/apple/basic_completed.txt (6069c53a04c3ed9b9ea5314d42965e902f5674bd), LF-only, no final newline.
 */
export const APPLE_COMPLETED = [
  "BEGIN:VCALENDAR",
  "CALSCALE:GREGORIAN",
  "PRODID:-//Apple Inc.//iOS 11.2.6//EN",
  "VERSION:2.0",
  "BEGIN:VTODO",
  "COMPLETED:20180417T184302Z",
  "CREATED:20180417T184300Z",
  "DTSTAMP:20180417T184304Z",
  "LAST-MODIFIED:20180417T184304Z",
  "PERCENT-COMPLETE:100",
  "SEQUENCE:0",
  "STATUS:COMPLETED",
  "SUMMARY:Test",
  "UID:31FC53CE-71A0-4AE1-8371-822B8DC4ECD9",
  "X-APPLE-SORT-ORDER:545683380",
  "END:VTODO",
  "END:VCALENDAR",
].join("\n");

/**
 * Apple Reminders on iOS 12.1, a reminder with a time: zoned DTSTART and DUE, its VTIMEZONE, and an
 * absolute alarm carrying Apple's alarm UIDs. Captured: tasks/tasks
 * app/src/test/resources/apple/date_time_reminder.txt (3b2b16f0c688e00a73b379e185a681511400df4f), LF-only.
 */
export const APPLE_IOS_TIMED = [
  "BEGIN:VCALENDAR",
  "CALSCALE:GREGORIAN",
  "PRODID:-//Apple Inc.//iOS 12.1//EN",
  "VERSION:2.0",
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "BEGIN:DAYLIGHT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "TZNAME:CDT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "TZNAME:CST",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VTODO",
  "CREATED:20220119T045003Z",
  "DTSTAMP:20220119T045013Z",
  "DTSTART;TZID=America/Chicago:20220118T230000",
  "DUE;TZID=America/Chicago:20220118T230000",
  "LAST-MODIFIED:20220119T045013Z",
  "STATUS:NEEDS-ACTION",
  "SUMMARY:Test",
  "UID:A11D558C-3BC3-45FE-B95E-8B1F0023CB17",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "DESCRIPTION:Reminder",
  "TRIGGER;VALUE=DATE-TIME:20220119T050000Z",
  "UID:2CBB42D2-039E-4F6B-BFDF-761632A15305",
  "X-WR-ALARMUID:2CBB42D2-039E-4F6B-BFDF-761632A15305",
  "END:VALARM",
  "END:VTODO",
  "END:VCALENDAR",
  "",
].join("\n");

/**
 * Thunderbird: a zoned DUE, X-MOZ-GENERATION and SEQUENCE, and a 15-minute alarm before the due time
 * (RELATED=END). Captured: tasks/tasks app/src/test/resources/thunderbird/reminder_before_end.txt
 * (3b2b16f0c688e00a73b379e185a681511400df4f), LF-only.
 */
export const THUNDERBIRD = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
  "VERSION:2.0",
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VTODO",
  "CREATED:20220121T054934Z",
  "LAST-MODIFIED:20220121T055751Z",
  "DTSTAMP:20220121T055751Z",
  "UID:5b3a42d5-e99c-2f47-87d5-8ba0e2b753ab",
  "SUMMARY:Test",
  "DUE;TZID=America/Chicago:20220121T130000",
  "PERCENT-COMPLETE:0",
  "X-MOZ-GENERATION:2",
  "SEQUENCE:1",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "TRIGGER;VALUE=DURATION;RELATED=END:-PT15M",
  "DESCRIPTION:Default Mozilla Description",
  "END:VALARM",
  "END:VTODO",
  "END:VCALENDAR",
  "",
].join("\n");
