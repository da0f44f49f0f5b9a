import ICAL from "ical.js";
import { formatInZone, instantOfWall, offsetOf } from "../../../shared/zoned-time.ts";
import { vtimezoneFor } from "./ical-zone.ts";
import { parseExtras } from "./vtodo-parse.ts";

/** What Poriadok holds of a task, to send to a client. */
export type ServerTask = {
  uid: string;
  title: string;
  content: string;
  date: string | null;
  /** The IANA zone a timed DUE is written in (with its VTIMEZONE); null or unknown: UTC. */
  timeZone: string | null;
  completed: boolean;
  completedAt: string | null;
  categories: string[];
  repeat: string | null;
  /** Absolute; written relative to DUE when before it, else as an absolute TRIGGER. */
  reminder: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A shopping list item as a VTODO (its list is a collection). */
export type ServerItem = {
  uid: string;
  name: string;
  quantity: string | null;
  completed: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A task's checklist line as a sub-task: a VTODO RELATED-TO its task. */
export type ServerSubtask = {
  uid: string;
  title: string;
  completed: boolean;
  parentUid: string;
  createdAt: string;
  updatedAt: string;
};

/** Properties Poriadok writes itself: a copy of them in the extras is never written twice. */
const WRITTEN = new Set([
  "uid",
  "dtstamp",
  "created",
  "last-modified",
  "summary",
  "description",
  "due",
  "status",
  "completed",
  "categories",
]);

/** What a sub-task's own rendering writes (writeSubtaskVtodo); RELATED-TO is written with its parameter. */
const LINE_WRITTEN = new Set(["uid", "dtstamp", "created", "last-modified", "summary", "status", "completed"]);

/**
 * A task as a whole VCALENDAR. DTSTAMP is the task's last change, not the time of writing, so the same
 * task always renders to the same bytes (its ETag is their hash).
 */
export function writeVtodo(task: ServerTask, extras: string | null): string {
  const calendar = newCalendar();
  const vtodo = new ICAL.Component("vtodo");
  const dayZone = task.timeZone ?? offsetOf(task.reminder ?? "") ?? "+00:00";
  const due = task.date ? dueTime(task.date, task.timeZone, dayZone) : null;
  if (due?.zone) {
    const vtimezone = vtimezoneFor(due.zone);
    if (vtimezone) calendar.addSubcomponent(vtimezone);
  }
  writeStamps(vtodo, task.uid, task.createdAt, task.updatedAt);
  vtodo.addPropertyWithValue("summary", task.title);
  if (task.content) vtodo.addPropertyWithValue("description", task.content);
  if (due) {
    const property = vtodo.addPropertyWithValue("due", due.time);
    if (due.zone) property.setParameter("tzid", due.zone);
  }
  writeCompletion(vtodo, task.completed, task.completedAt ?? task.updatedAt);
  if (task.categories.length > 0) {
    const categories = new ICAL.Property("categories", vtodo);
    categories.setValues(task.categories);
    vtodo.addProperty(categories);
  }
  if (task.repeat) vtodo.addPropertyWithValue("rrule", ICAL.Recur.fromString(task.repeat));
  if (task.reminder) vtodo.addSubcomponent(alarm(task, due?.instant ?? null));
  const keep = (name: string) =>
    !WRITTEN.has(name) &&
    !(name === "rrule" && task.repeat) &&
    !(name === "percent-complete" && task.completed) &&
    !(name === "dtstart" && due === null);
  appendExtras(vtodo, extras, keep, due?.instant ?? null);
  calendar.addSubcomponent(vtodo);
  return calendar.toString();
}

/** A shopping item: SUMMARY = name, the quantity as DESCRIPTION, its tick as STATUS (and COMPLETED). */
export function writeItemVtodo(item: ServerItem, extras: string | null): string {
  const calendar = newCalendar();
  const vtodo = new ICAL.Component("vtodo");
  writeStamps(vtodo, item.uid, item.createdAt, item.updatedAt);
  vtodo.addPropertyWithValue("summary", item.name);
  if (item.quantity) vtodo.addPropertyWithValue("description", item.quantity);
  writeCompletion(vtodo, item.completed, item.updatedAt);
  appendExtras(vtodo, extras, (name) => !WRITTEN.has(name) && !(name === "percent-complete" && item.completed), null);
  calendar.addSubcomponent(vtodo);
  return calendar.toString();
}

/** A sub-task: SUMMARY, its tick as STATUS (and COMPLETED), RELATED-TO;RELTYPE=PARENT its task's UID. */
export function writeSubtaskVtodo(line: ServerSubtask, extras: string | null): string {
  const calendar = newCalendar();
  const vtodo = new ICAL.Component("vtodo");
  writeStamps(vtodo, line.uid, line.createdAt, line.updatedAt);
  vtodo.addPropertyWithValue("summary", line.title);
  writeCompletion(vtodo, line.completed, line.updatedAt);
  const parent = vtodo.addPropertyWithValue("related-to", line.parentUid);
  parent.setParameter("reltype", "PARENT");
  // The rest is the client's own (its DUE, notes, categories, other links: vtodo-read.ts, childExtras).
  appendExtras(
    vtodo,
    extras,
    (name) => !LINE_WRITTEN.has(name) && !(name === "percent-complete" && line.completed),
    null,
  );
  calendar.addSubcomponent(vtodo);
  return calendar.toString();
}

function newCalendar(): ICAL.Component {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Poriadok//Poriadok//EN");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  return calendar;
}

function writeStamps(vtodo: ICAL.Component, uid: string, createdAt: string, updatedAt: string): void {
  vtodo.addPropertyWithValue("uid", uid);
  vtodo.addPropertyWithValue("dtstamp", utcTime(Date.parse(updatedAt)));
  vtodo.addPropertyWithValue("created", utcTime(Date.parse(createdAt)));
  vtodo.addPropertyWithValue("last-modified", utcTime(Date.parse(updatedAt)));
}

function writeCompletion(vtodo: ICAL.Component, completed: boolean, completedAt: string): void {
  vtodo.addPropertyWithValue("status", completed ? "COMPLETED" : "NEEDS-ACTION");
  if (!completed) return;
  vtodo.addPropertyWithValue("completed", utcTime(Date.parse(completedAt)));
  vtodo.addPropertyWithValue("percent-complete", 100);
}

type Due = { time: ICAL.Time; zone: string | null; instant: number };

/** DUE as a day, as the wall clock in the task's zone (when a VTIMEZONE exists for it), else in UTC. */
function dueTime(date: string, timeZone: string | null, dayZone: string): Due {
  if (date.length === 10) {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    const time = ICAL.Time.fromData({ year, month, day, isDate: true });
    // A day's reminder is counted from its midnight in the task's zone (else the reminder's own offset).
    return { time, zone: null, instant: instantOfWall(Date.UTC(year, month - 1, day), dayZone) };
  }
  const instant = Date.parse(date);
  if (!timeZone || vtimezoneFor(timeZone) === null) return { time: utcTime(instant), zone: null, instant };
  const wall = formatInZone(instant, timeZone);
  const [year, month, day, hour, minute, second] = wall.slice(0, 19).split(/[-T:]/).map(Number);
  return {
    time: ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }),
    zone: timeZone,
    instant,
  };
}

/** ACTION:DISPLAY with the title; TRIGGER;RELATED=END:-PT15M before DUE, else the absolute instant. */
function alarm(task: ServerTask, dueInstant: number | null): ICAL.Component {
  const valarm = new ICAL.Component("valarm");
  valarm.addPropertyWithValue("action", "DISPLAY");
  valarm.addPropertyWithValue("description", task.title);
  const reminder = Date.parse(task.reminder ?? "");
  const before = dueInstant === null ? -1 : Math.round((dueInstant - reminder) / 60_000);
  if (before >= 0) {
    const trigger = valarm.addPropertyWithValue("trigger", ICAL.Duration.fromSeconds(-before * 60));
    trigger.setParameter("related", "END");
  } else {
    // ical.js adds VALUE=DATE-TIME itself for a time in TRIGGER.
    valarm.addPropertyWithValue("trigger", utcTime(reminder));
  }
  return valarm;
}

/**
 * The client's own properties and sub-components, after Poriadok's. A DTSTART later than the DUE
 * (the date moved earlier in Poriadok) is left out: a client would refuse the to-do.
 */
function appendExtras(
  vtodo: ICAL.Component,
  extras: string | null,
  keep: (name: string) => boolean,
  dueInstant: number | null,
): void {
  const { properties, components } = parseExtras(extras);
  for (const property of properties) {
    if (!keep(property.name)) continue;
    if (property.name === "dtstart" && dueInstant !== null && startInstant(property) > dueInstant) continue;
    vtodo.addProperty(property);
  }
  for (const component of components) vtodo.addSubcomponent(component);
}

function startInstant(property: ICAL.Property): number {
  const value = property.getFirstValue();
  if (!(value instanceof ICAL.Time)) return Number.NEGATIVE_INFINITY;
  return Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, value.second);
}

function utcTime(instant: number): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(Math.floor(instant / 1000) * 1000), true);
}
