import { readCalendarFilter } from "./dav-xml-filter.js";
import {
  childElements,
  type DavElement,
  findChild,
  findChildren,
  isElement,
  ownText,
  readXml,
} from "./dav-xml-read.js";
import {
  CALDAV,
  DAV,
  type DavRequest,
  DavXmlError,
  type PropRequest,
  type PropSet,
  type QName,
} from "./dav-xml-types.js";

type DavMethod = "PROPFIND" | "REPORT" | "PROPPATCH" | "MKCALENDAR" | "MKCOL";

/** Reports without a DAV:prop answer hrefs with no properties, as other servers (sabre/dav) do. */
const NO_PROPS: PropRequest = { kind: "prop", props: [] };

/** Reads a WebDAV/CalDAV request body; throws DavXmlError for anything the server cannot act on. */
export function parseDavBody(method: DavMethod, body: string): DavRequest {
  const root = readXml(body);
  switch (method) {
    case "PROPFIND":
      // RFC 4918 9.1: an empty PROPFIND body asks for all properties.
      return { kind: "propfind", request: root ? readPropfind(root) : { kind: "allprop" } };
    case "REPORT":
      if (!root) throw new DavXmlError("REPORT needs a body");
      return readReport(root);
    case "PROPPATCH":
      if (!root) throw new DavXmlError("PROPPATCH needs a body");
      return readProppatch(root);
    case "MKCALENDAR":
    case "MKCOL":
      return { kind: "mkcalendar", set: root ? readMkcalendar(root) : [] };
  }
}

function readPropfind(root: DavElement): PropRequest {
  if (!isElement(root, DAV, "propfind")) throw new DavXmlError("PROPFIND body must be DAV:propfind");
  return readPropRequest(root, { kind: "allprop" });
}

function readPropRequest(parent: DavElement, fallback: PropRequest): PropRequest {
  const prop = findChild(parent, DAV, "prop");
  if (prop) return { kind: "prop", props: childElements(prop).map(qname) };
  // DAV:allprop may carry a DAV:include; the extra names are served by allprop anyway.
  if (findChild(parent, DAV, "allprop")) return { kind: "allprop" };
  if (findChild(parent, DAV, "propname")) return { kind: "propname" };
  return fallback;
}

function readReport(root: DavElement): DavRequest {
  if (isElement(root, CALDAV, "calendar-query")) {
    return {
      kind: "calendar-query",
      request: readPropRequest(root, NO_PROPS),
      filter: readCalendarFilter(findChild(root, CALDAV, "filter")),
    };
  }
  if (isElement(root, CALDAV, "calendar-multiget")) {
    const hrefs = findChildren(root, DAV, "href")
      .map(ownText)
      .filter((href) => href !== "");
    if (hrefs.length === 0) throw new DavXmlError("calendar-multiget needs at least one DAV:href");
    return { kind: "calendar-multiget", request: readPropRequest(root, NO_PROPS), hrefs };
  }
  if (isElement(root, DAV, "sync-collection")) return readSyncCollection(root);
  throw new DavXmlError(`Unsupported report {${root.ns}}${root.name}`, { unsupportedReport: true });
}

function readSyncCollection(root: DavElement): DavRequest {
  const token = findChild(root, DAV, "sync-token");
  const level = findChild(root, DAV, "sync-level");
  // Level "infinite" equals "1" here: calendar collections hold no collections.
  if (level && !["1", "infinite", "infinity"].includes(ownText(level))) {
    throw new DavXmlError(`Unsupported sync-level "${ownText(level)}"`);
  }
  const limitElement = findChild(root, DAV, "limit");
  const nresults = limitElement && findChild(limitElement, DAV, "nresults");
  let limit: number | null = null;
  if (nresults) {
    const text = ownText(nresults);
    if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new DavXmlError(`Invalid DAV:nresults "${text}"`);
    limit = Number(text);
  }
  const syncToken = token ? ownText(token) : "";
  return {
    kind: "sync-collection",
    request: readPropRequest(root, NO_PROPS),
    syncToken: syncToken === "" ? null : syncToken,
    limit,
  };
}

function readProppatch(root: DavElement): DavRequest {
  if (!isElement(root, DAV, "propertyupdate")) throw new DavXmlError("PROPPATCH body must be DAV:propertyupdate");
  const set: PropSet[] = [];
  const remove: QName[] = [];
  for (const instruction of childElements(root)) {
    const props = propsOf(instruction);
    if (isElement(instruction, DAV, "set")) set.push(...props.map(propSet));
    else if (isElement(instruction, DAV, "remove")) remove.push(...props.map(qname));
  }
  if (set.length === 0 && remove.length === 0) throw new DavXmlError("PROPPATCH sets and removes nothing");
  return { kind: "proppatch", set, remove };
}

/** MKCALENDAR (RFC 4791 5.3.1) or extended MKCOL (RFC 5689): properties to set on the new collection. */
function readMkcalendar(root: DavElement): PropSet[] {
  if (!isElement(root, CALDAV, "mkcalendar") && !isElement(root, DAV, "mkcol")) {
    throw new DavXmlError("The body must be CALDAV:mkcalendar or DAV:mkcol");
  }
  return findChildren(root, DAV, "set").flatMap((set) => propsOf(set).map(propSet));
}

function propsOf(instruction: DavElement): DavElement[] {
  return findChildren(instruction, DAV, "prop").flatMap(childElements);
}

function propSet(element: DavElement): PropSet {
  const children = childElements(element);
  const text =
    children.length > 0 ? children.map((child) => child.attrs.name ?? child.name).join(",") : ownText(element);
  return { name: qname(element), text };
}

function qname(element: DavElement): QName {
  return { ns: element.ns, name: element.name };
}
