#!/usr/bin/env bash
# The CalDAV server's tests drive real clients (src/server/features/caldav/caldav-clients.test.ts): Debian's
# vdirsyncer with todoman, and python3-caldav under Debian's own Python (/usr/bin/python3, not whichever is on
# PATH). Installs them with apt-get when running as root; otherwise stops with the command to run.
# CALDAV_CLIENTS=skip skips the check (and those tests) on purpose.
set -euo pipefail
[ "${CALDAV_CLIENTS:-}" = "skip" ] && exit 0
present() {
  command -v vdirsyncer >/dev/null && command -v todoman >/dev/null && /usr/bin/python3 -c "import caldav" 2>/dev/null
}
if present; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "CalDAV clients missing; installing Debian's vdirsyncer, todoman and python3-caldav…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq vdirsyncer todoman python3-caldav >/dev/null
  present && exit 0
fi
cat >&2 <<MSG
The CalDAV tests need real clients (vdirsyncer, todoman, python3-caldav for /usr/bin/python3).
Install them, then run the tests again:
  sudo apt-get install -y vdirsyncer todoman python3-caldav        # Debian/Ubuntu
or set CALDAV_CLIENTS=skip to skip those tests on purpose.
MSG
exit 1
