import type { Context } from "hono";
import { ZodError } from "zod";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { DavRefusal } from "./dav-preconditions.ts";
import { CALDAV, DAV, DavXmlError, davError } from "./dav-xml.ts";
import { IcalInputError } from "./vtodo-read.ts";

/** The precondition elements (RFC 4918, 4791, 6578) and their namespaces. */
const CONDITION_NS: Record<string, string> = {
  "no-uid-conflict": CALDAV,
  "supported-calendar-component": CALDAV,
  "valid-calendar-data": CALDAV,
  "supported-calendar-data": CALDAV,
  "valid-sync-token": DAV,
  "supported-report": DAV,
};

/**
 * What a CalDAV client is told when a request cannot be done: the status and, for a precondition,
 * the DAV:error body naming it (clients act on those: a stale sync token makes them sync from scratch).
 * The message is the English one: a client shows none of it to its person.
 */
export function davFailure(c: Context, error: unknown, logger: Logger): Response {
  if (error instanceof DavRefusal) {
    if (!error.condition) return c.body(null, error.status as 404);
    return xmlError(c, error.status, error.condition);
  }
  if (error instanceof DavXmlError)
    return error.unsupportedReport ? xmlError(c, 403, "supported-report") : c.text(error.message, 400);
  if (error instanceof IcalInputError) {
    if (error.code === "unsupported_component") return xmlError(c, 403, "supported-calendar-component");
    return xmlError(c, 400, "valid-calendar-data", error.message);
  }
  if (error instanceof ZodError) return c.text(`The task breaks a rule of Poriadok: ${zodSummary(error)}`, 400);
  if (error instanceof AppError) return c.text(error.message, error.status as 400);
  logger.error("CalDAV request failed", { error, method: c.req.method, path: c.req.path });
  return c.text("Something went wrong on the server.", 500);
}

function xmlError(c: Context, status: number, condition: string, description?: string): Response {
  const body = davError({ ns: CONDITION_NS[condition] ?? DAV, name: condition }, description);
  return c.body(body, status as 403, { "Content-Type": "application/xml; charset=utf-8" });
}

function zodSummary(error: ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`).join("; ");
}
