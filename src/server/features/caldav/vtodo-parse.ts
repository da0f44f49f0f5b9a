import ICAL from "ical.js";
import { instantOf, type ZoneResolver, zoneResolver } from "./ical-zone.ts";

/** Why a client's body is refused; the routes answer 400/415 with it (RFC 4791 preconditions). */
export class IcalInputError extends Error {
  constructor(
    readonly code: "not_icalendar" | "no_vtodo" | "unsupported_component" | "invalid_property",
    message: string,
  ) {
    super(message);
    this.name = "IcalInputError";
  }
}

/** A client's VCALENDAR reduced to its one VTODO, with the means to place its times. */
export type ParsedCalendar = { calendar: ICAL.Component; vtodo: ICAL.Component; uid: string; resolve: ZoneResolver };

const ALLOWED_COMPONENTS = new Set(["vtodo", "vtimezone"]);

/**
 * Parses a whole VCALENDAR holding one to-do. Several VTODOs of the same UID (a recurring to-do with
 * overridden occurrences) are read as their master, the one without RECURRENCE-ID.
 */
export function parseCalendar(body: string): ParsedCalendar {
  const calendar = parseComponent(body);
  const vtodos: ICAL.Component[] = [];
  for (const component of calendar.getAllSubcomponents()) {
    if (component.name === "vtodo") vtodos.push(component);
    else if (!ALLOWED_COMPONENTS.has(component.name))
      throw new IcalInputError("unsupported_component", `A ${component.name.toUpperCase()} is not a to-do`);
  }
  if (vtodos.length === 0) throw new IcalInputError("no_vtodo", "The calendar holds no VTODO");
  const uids = new Set(vtodos.map((vtodo) => String(vtodo.getFirstPropertyValue("uid") ?? "").trim()));
  const [uid = ""] = uids;
  if (uids.size > 1) throw new IcalInputError("invalid_property", "One resource holds one UID");
  if (uid === "") throw new IcalInputError("invalid_property", "The VTODO has no UID");
  const vtodo = vtodos.find((candidate) => !candidate.hasProperty("recurrence-id")) ?? vtodos[0];
  if (!vtodo) throw new IcalInputError("no_vtodo", "The calendar holds no VTODO");
  return { calendar, vtodo, uid, resolve: zoneResolver(calendar) };
}

function parseComponent(body: string): ICAL.Component {
  // ical.js reads LF-only and CRLF alike; it refuses a line with neither ":" nor ";" by throwing.
  let parsed: unknown;
  try {
    parsed = ICAL.parse(body.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new IcalInputError("not_icalendar", `Not iCalendar: ${error instanceof Error ? error.message : error}`);
  }
  if (!Array.isArray(parsed) || parsed[0] !== "vcalendar")
    throw new IcalInputError("not_icalendar", "The body is not one VCALENDAR");
  return new ICAL.Component(parsed as [string, unknown[], unknown[]]);
}

/**
 * The text of what Poriadok does not hold: each property and sub-component as ical.js writes it, joined
 * by CRLF. A date-time given with a TZID is turned to UTC here, so the extras never need a VTIMEZONE
 * Poriadok would not write back.
 */
export function extrasText(
  properties: ICAL.Property[],
  components: ICAL.Component[],
  resolve: ZoneResolver,
  fallbackZone: string,
): string {
  for (const property of properties) toUtc(property, resolve, fallbackZone);
  for (const component of components)
    for (const property of component.getAllProperties()) toUtc(property, resolve, fallbackZone);
  return [...properties.map((property) => property.toICALString()), ...components.map((c) => c.toString())].join(
    "\r\n",
  );
}

function toUtc(property: ICAL.Property, resolve: ZoneResolver, fallbackZone: string): void {
  const tzid = property.getParameter("tzid");
  if (typeof tzid !== "string" || property.type !== "date-time") return;
  const values = property.getValues().map((value) => {
    if (!(value instanceof ICAL.Time)) return value;
    const instant = instantOf(value, tzid, resolve, fallbackZone);
    return ICAL.Time.fromJSDate(new Date(instant), true);
  });
  property.removeParameter("tzid");
  if (values.length === 1) property.setValue(values[0] as ICAL.Time);
  else property.setValues(values);
}

/** The extras stored with a task, back as properties and sub-components to write inside a VTODO. */
export function parseExtras(extras: string | null): { properties: ICAL.Property[]; components: ICAL.Component[] } {
  if (!extras?.trim()) return { properties: [], components: [] };
  const vtodo = ICAL.Component.fromString(`BEGIN:VTODO\r\n${extras.trim()}\r\nEND:VTODO`);
  // Copies: adding one to the written VTODO takes it out of this parent's own lists.
  return { properties: [...vtodo.getAllProperties()], components: [...vtodo.getAllSubcomponents()] };
}

/** An ISO UTC instant ("2026-11-21T13:30:00.000Z") of a time property, or null when absent. */
export function isoInstant(
  vtodo: ICAL.Component,
  name: string,
  resolve: ZoneResolver,
  fallbackZone: string,
): string | null {
  const property = vtodo.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) return null;
  const tzid = property.getParameter("tzid");
  const instant = instantOf(value, typeof tzid === "string" ? tzid : null, resolve, fallbackZone);
  return new Date(instant).toISOString();
}
