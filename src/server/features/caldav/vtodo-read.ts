import ICAL from "ical.js";
import { RepeatRuleSchema } from "../../../shared/schemas/recurrence.ts";
import { formatInZone } from "../../../shared/zoned-time.ts";
import { ianaZoneOf, instantOf, type ZoneResolver } from "./ical-zone.ts";
import { extrasText, IcalInputError, isoInstant, type ParsedCalendar, parseCalendar } from "./vtodo-parse.ts";

export { IcalInputError };

/** What a client's VTODO says, in Poriadok's terms. */
export type ClientTask = {
  uid: string;
  title: string;
  content: string;
  /** DUE (else DTSTART): "yyyy-mm-dd" for a day, else the wall clock with its offset. */
  date: string | null;
  /** The IANA zone the DUE was given in; null for a day, UTC or floating read in the account's zone. */
  timeZone: string | null;
  completed: boolean;
  completedAt: string | null;
  categories: string[];
  repeat: string | null;
  /** Minutes before `date` of the first alarm set relative to the to-do (RELATED=START counted from DTSTART). */
  reminderMinutesBefore: number | null;
  createdAt: string | null;
};
/**
 * `parentUid`: the UID of the to-do this one is a sub-task of (RELATED-TO with RELTYPE=PARENT, the
 * default); `extras` keeps that link, `childExtras` leaves it out (written anew for a checklist line).
 */
export type ParsedVtodo = { task: ClientTask; extras: string; parentUid: string | null; childExtras: string };

/** Properties every VTODO reading maps (or that the server writes itself: DTSTAMP, LAST-MODIFIED). */
const ALWAYS_MAPPED = new Set(["uid", "summary", "status", "completed", "created", "last-modified", "dtstamp"]);
const DONE_STATUSES = new Set(["COMPLETED", "CANCELLED"]);

/**
 * Reads a client's VCALENDAR with one VTODO. `timeZone` is the account's zone: a UTC or floating time
 * is given in it. Whatever is not mapped is returned as `extras`, to be written back unchanged.
 */
export function readVtodo(body: string, timeZone: string): ParsedVtodo {
  return asInputError(() => readTask(body, timeZone));
}

/**
 * ical.js checks a value only when it is read ("DUE:2026" parses, and throws on reading): whatever it
 * throws while a client's VTODO is read is the client's malformed data (400), never the server's fault.
 */
function asInputError<Result>(read: () => Result): Result {
  try {
    return read();
  } catch (error) {
    if (error instanceof IcalInputError) throw error;
    throw new IcalInputError("invalid_property", error instanceof Error ? error.message : String(error));
  }
}

function readTask(body: string, timeZone: string): ParsedVtodo {
  const parsed = parseCalendar(body);
  const { vtodo, resolve } = parsed;
  const mapped = new Set<ICAL.Property>();
  const due = vtodo.getFirstProperty("due") ?? vtodo.getFirstProperty("dtstart");
  const when = due ? readDate(due, parsed, timeZone) : null;
  if (due) mapped.add(due);
  const repeat = when ? readRepeat(vtodo, mapped) : null;
  const alarm = when && due ? relativeAlarm(vtodo, due, when.instant, resolve, timeZone) : null;
  const completion = readCompletion(vtodo, mapped);
  const categories = vtodo.getAllProperties("categories");
  for (const property of categories) mapped.add(property);
  const description = vtodo.getFirstProperty("description");
  if (description) mapped.add(description);
  const properties = vtodo
    .getAllProperties()
    .filter((property) => !mapped.has(property) && !ALWAYS_MAPPED.has(property.name));
  const components = vtodo.getAllSubcomponents().filter((component) => component !== alarm?.component);
  const task: ClientTask = {
    uid: parsed.uid,
    title: text(vtodo, "summary").trim(),
    content: description ? String(description.getFirstValue() ?? "") : "",
    date: when?.date ?? null,
    timeZone: when?.timeZone ?? null,
    completed: completion.completed,
    completedAt: completion.completed ? isoInstant(vtodo, "completed", resolve, timeZone) : null,
    categories: readCategories(categories),
    repeat,
    reminderMinutesBefore: alarm?.minutes ?? null,
    createdAt: isoInstant(vtodo, "created", resolve, timeZone),
  };
  const parentLink = properties.find(isParentLink);
  const parentUid = parentLink ? String(parentLink.getFirstValue() ?? "").trim() || null : null;
  // A checklist line holds only a title and a tick: as a sub-task, what the task's fields would take
  // (DUE, DESCRIPTION, CATEGORIES, RRULE, its alarms) is the client's own, kept and given back.
  const lineProperties = vtodo
    .getAllProperties()
    .filter((property) => property !== parentLink && !ALWAYS_MAPPED.has(property.name))
    .filter((property) => property.name !== "percent-complete" || !mapped.has(property));
  return {
    task,
    extras: extrasText(properties, components, resolve, timeZone),
    parentUid,
    childExtras: extrasText(lineProperties, vtodo.getAllSubcomponents(), resolve, timeZone),
  };
}

/**
 * RELATED-TO naming the parent (RFC 5545 3.2.15: PARENT unless RELTYPE says otherwise). python-caldav
 * 0.11 (Debian's) writes the parameter as REL-TYPE: read too, so its CHILD link on a parent is no parent.
 */
function isParentLink(property: ICAL.Property): boolean {
  if (property.name !== "related-to") return false;
  const type = property.getParameter("reltype") ?? property.getParameter("rel-type");
  return type === undefined || type === null || String(type).toUpperCase() === "PARENT";
}

type ReadDate = { date: string; timeZone: string | null; instant: number };

function readDate(property: ICAL.Property, parsed: ParsedCalendar, timeZone: string): ReadDate | null {
  const value = property.getFirstValue();
  if (!(value instanceof ICAL.Time)) return null;
  const day = `${String(value.year).padStart(4, "0")}-${pad(value.month)}-${pad(value.day)}`;
  const wall = Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, value.second);
  if (value.isDate) return { date: day, timeZone: null, instant: wall };
  if (value.zone?.tzid === "UTC") return { date: formatInZone(wall, timeZone), timeZone: null, instant: wall };
  const given = property.getParameter("tzid");
  const tzid = typeof given === "string" ? given : floatingZone(parsed);
  const { zone, vtimezone } = parsed.resolve(tzid);
  const instant = instantOf(value, tzid, parsed.resolve, timeZone);
  if (zone) return { date: formatInZone(instant, zone), timeZone: zone, instant };
  // A zone known only by the client's VTIMEZONE: its wall clock, with the offset that VTIMEZONE gives.
  const offset = vtimezone ? Math.round((wall - instant) / 60_000) : null;
  return { date: formatInZone(instant, offset === null ? timeZone : offsetText(offset)), timeZone: null, instant };
}

/** The zone a floating time was meant in: the calendar's X-WR-TIMEZONE, or its only VTIMEZONE (Apple, Outlook). */
function floatingZone({ calendar }: ParsedCalendar): string | null {
  const declared = calendar.getFirstPropertyValue("x-wr-timezone");
  if (typeof declared === "string" && ianaZoneOf(declared)) return declared;
  const vtimezones = calendar.getAllSubcomponents("vtimezone");
  const only = vtimezones.length === 1 ? vtimezones[0]?.getFirstPropertyValue("tzid") : null;
  return typeof only === "string" ? only : null;
}

/** The one RRULE when Poriadok can repeat by it; any other rule stays with the client's extras. */
function readRepeat(vtodo: ICAL.Component, mapped: Set<ICAL.Property>): string | null {
  const rules = vtodo.getAllProperties("rrule");
  const [rule] = rules;
  if (!rule || rules.length > 1) return null;
  const checked = RepeatRuleSchema.safeParse(String(rule.getFirstValue()));
  if (!checked.success) return null;
  mapped.add(rule);
  return checked.data;
}

function readCompletion(vtodo: ICAL.Component, mapped: Set<ICAL.Property>): { completed: boolean } {
  const status = String(vtodo.getFirstPropertyValue("status") ?? "").toUpperCase();
  const percentProperty = vtodo.getFirstProperty("percent-complete");
  const percent = Number(percentProperty?.getFirstValue() ?? 0);
  const completed = DONE_STATUSES.has(status) || vtodo.hasProperty("completed") || percent >= 100;
  // A partial PERCENT-COMPLETE on an open to-do is the client's own: it stays in the extras.
  if (percentProperty && (completed || percent === 0)) mapped.add(percentProperty);
  return { completed };
}

/** The first VALARM whose TRIGGER is a time before the to-do's date, in minutes before that date. */
function relativeAlarm(
  vtodo: ICAL.Component,
  dateProperty: ICAL.Property,
  dateInstant: number,
  resolve: ZoneResolver,
  timeZone: string,
): { component: ICAL.Component; minutes: number } | null {
  const start = vtodo.getFirstProperty("dtstart");
  const startValue = start?.getFirstValue();
  // RELATED=START counts from DTSTART; DUE is what Poriadok calls the date, so the gap between them is added.
  let startShift = 0;
  if (start && start !== dateProperty && startValue instanceof ICAL.Time) {
    const tzid = start.getParameter("tzid");
    startShift = dateInstant - instantOf(startValue, typeof tzid === "string" ? tzid : null, resolve, timeZone);
  }
  for (const component of vtodo.getAllSubcomponents("valarm")) {
    const trigger = component.getFirstProperty("trigger");
    const duration = trigger?.getFirstValue();
    if (!trigger || !(duration instanceof ICAL.Duration)) continue;
    const related = String(trigger.getParameter("related") ?? "START").toUpperCase();
    const before = -duration.toSeconds() * 1000 + (related === "START" ? startShift : 0);
    if (duration.toSeconds() <= 0 && before >= 0) return { component, minutes: Math.round(before / 60_000) };
  }
  return null;
}

/** Every CATEGORIES value, split on commas, trimmed, the first spelling of each name kept. */
function readCategories(properties: ICAL.Property[]): string[] {
  const seen = new Map<string, string>();
  for (const property of properties)
    for (const value of property.getValues())
      for (const name of String(value).split(",")) {
        const trimmed = name.trim();
        if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
      }
  return [...seen.values()];
}

export type ClientItem = { uid: string; name: string; completed: boolean };

/** Reads a shopping item's VTODO: its name and tick; DESCRIPTION (where the quantity is sent) is the server's. */
export function readItemVtodo(body: string): { item: ClientItem; extras: string } {
  return asInputError(() => readItem(body));
}

function readItem(body: string): { item: ClientItem; extras: string } {
  const parsed = parseCalendar(body);
  const { vtodo, resolve } = parsed;
  const mapped = new Set<ICAL.Property>();
  const { completed } = readCompletion(vtodo, mapped);
  const properties = vtodo
    .getAllProperties()
    .filter(
      (property) => !mapped.has(property) && !ALWAYS_MAPPED.has(property.name) && property.name !== "description",
    );
  const extras = extrasText(properties, vtodo.getAllSubcomponents(), resolve, "UTC");
  return { item: { uid: parsed.uid, name: text(vtodo, "summary").trim(), completed }, extras };
}

function text(vtodo: ICAL.Component, name: string): string {
  const value = vtodo.getFirstPropertyValue(name);
  return value == null ? "" : String(value);
}

const pad = (value: number) => String(value).padStart(2, "0");

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}
