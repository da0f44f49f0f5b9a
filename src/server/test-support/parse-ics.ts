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
};

function timeText(time: ICAL.Time): string {
  return time.isDate ? time.toString() : time.toJSDate().toISOString();
}

/** Parses an iCalendar text with ical.js: the calendar's properties and its events, in file order. */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: ParsedEvent[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      isAllDay: event.startDate.isDate,
      start: timeText(event.startDate),
      end: timeText(event.endDate),
    };
  });
  return {
    prodId: String(calendar.getFirstPropertyValue("prodid")),
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    events,
  };
}
