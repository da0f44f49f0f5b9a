/**
 * HTTP preconditions of a write (RFC 9110 13.1): `If-Match` with the ETags the client last saw (or
 * `*`: it must exist) and `If-None-Match: *` (it must not exist yet: a client creating a resource it
 * believes new). Not met: 412, and nothing is written — a stale client never silently overwrites.
 */
export type Preconditions = { ifMatch?: string | undefined; ifNoneMatch?: string | undefined };

/** A refusal with its status, and for 403/409 the DAV or CalDAV precondition element it names. */
export class DavRefusal extends Error {
  constructor(
    readonly status: number,
    readonly condition?: string,
  ) {
    super(condition ?? `HTTP ${status}`);
  }
}

export function refuseUnlessMet(request: Preconditions, existing: { etag: string } | undefined) {
  const noneMatch = request.ifNoneMatch?.trim();
  if (noneMatch && existing && (noneMatch === "*" || tagsOf(noneMatch).includes(existing.etag)))
    throw new DavRefusal(412);
  const match = request.ifMatch?.trim();
  if (match && (!existing || (match !== "*" && !tagsOf(match).includes(existing.etag)))) throw new DavRefusal(412);
}

/** The entity tags of an If-Match / If-None-Match list; a weak tag compares by its opaque part. */
function tagsOf(header: string): string[] {
  return header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
}
