import ICAL from "ical.js";

/** One VEVENT as an independent parser (ical.js) reads it. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string | null;
  isAllDay: boolean;
  /** yyyy-MM-dd for all-day events, else the instant as ISO (UTC). */
  start: string;
  end: string;
  /** The RRULE's value as written, or null for a single event. */
  rule: string | null;
  /** DTSTART's TZID, or null (UTC or a date). */
  timeZone: string | null;
  /** The first `count` occurrences' starts as ical.js expands the rule (the start alone without one). */
  occurrences: (count: number) => string[];
};

function timeText(time: ICAL.Time): string {
  return time.isDate ? time.toString() : time.toJSDate().toISOString();
}

function occurrencesOf(event: ICAL.Event) {
  return (count: number) => {
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) starts.push(timeText(next));
    return starts;
  };
}

/**
 * Parses an iCalendar text with ical.js: the calendar's properties and its events, in file order.
 * The calendar's VTIMEZONEs are registered first, so times with a TZID are read by the file's rules.
 */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      isAllDay: event.startDate.isDate,
      start: timeText(event.startDate),
      end: timeText(event.endDate),
      rule: component.getFirstProperty("rrule")?.getFirstValue()?.toString() ?? null,
      timeZone: String(component.getFirstProperty("dtstart")?.getParameter("tzid") ?? "") || null,
      occurrences: occurrencesOf(event),
    };
  });
  return {
    prodId: String(calendar.getFirstPropertyValue("prodid")),
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    events,
  };
}
