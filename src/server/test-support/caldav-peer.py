# A python3-caldav (0.11, Debian) client for caldav-clients.test.ts, run by caldav-peers.ts under /usr/bin/python3.
# Usage: caldav-peer.py <server root> <user> <password> <step> [arguments]; prints one JSON line.
#   discover                 principal and calendars from the bare address, a task saved, sync() picking it up
#   changes <calendar> <tok> what sync-collection reports since a token, loaded
#   put <object> <etag>      a PUT with If-Match: <etag> through the client, its status
#   subtask <calendar> <uid> a sub-task saved under the task with that UID (set_relation), then completed
import json
import sys

import caldav

server, user, password, step, *rest = sys.argv[1:]
client = caldav.DAVClient(url=server, username=user, password=password)

TODO = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//poriadok tests//python-caldav//EN
BEGIN:VTODO
UID:python-caldav-1@example.org
DTSTAMP:20261128T120000Z
SUMMARY:Water the plants
DUE;VALUE=DATE:20261205
CATEGORIES:Home
END:VTODO
END:VCALENDAR
"""

SUBTASK = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//poriadok tests//python-caldav//EN
BEGIN:VTODO
UID:python-caldav-sub@example.org
DTSTAMP:20261128T120000Z
SUMMARY:Buy the paint
END:VTODO
END:VCALENDAR
"""


def summaries(objects):
    return sorted(str(o.icalendar_component["SUMMARY"]) for o in objects if o.data)


if step == "discover":
    principal = client.principal()
    calendars = principal.calendars()
    tasks = next(c for c in calendars if c.get_display_name() == "Tasks")
    collection = tasks.objects_by_sync_token(load_objects=True)
    before = summaries(collection)
    saved = tasks.save_todo(TODO)
    updated, deleted = collection.sync()
    print(json.dumps({
        "principal": str(principal.url),
        "calendars": [{"url": str(c.url), "name": c.get_display_name()} for c in calendars],
        "before": before,
        "saved": str(saved.url),
        "synced": summaries(updated),
        "deleted": len(deleted),
        "token": collection.sync_token,
    }))
elif step == "changes":
    calendar = caldav.Calendar(client=client, url=rest[0])
    changes = calendar.objects_by_sync_token(sync_token=rest[1], load_objects=True)
    print(json.dumps({
        "changed": summaries(changes),
        "gone": sorted(str(o.url) for o in changes if not o.data),
        "etags": {str(o.url): o.props.get("{DAV:}getetag") for o in changes},
        "token": changes.sync_token,
    }))
elif step == "put":
    body = TODO.replace("Water the plants", "Water the plants (from python)")
    response = client.put(rest[0], body, {"If-Match": rest[1], "Content-Type": "text/calendar; charset=utf-8"})
    print(json.dumps({"status": response.status}))
elif step == "subtask":
    calendar = caldav.Calendar(client=client, url=rest[0])
    todo = calendar.save_todo(SUBTASK)
    # The library's own way to link it: it writes RELATED-TO with a REL-TYPE parameter (RFC 5545: RELTYPE).
    todo.set_relation(other=rest[1], reltype="PARENT", set_reverse=False)
    todo.save()
    todo.complete()
    todo.load()
    component = todo.icalendar_component
    print(json.dumps({
        "url": str(todo.url),
        "related": str(component.get("related-to")),
        "status": str(component.get("status")),
    }))
else:
    sys.exit(f"unknown step {step}")
