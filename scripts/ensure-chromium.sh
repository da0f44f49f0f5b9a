#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright never downloads a browser here).
# Finds it at $CHROMIUM_PATH or /usr/bin/chromium; installs it with apt-get when running as root.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $browser; installing Debian's chromium package…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  [ -x "$browser" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium and it was not found at $browser.
Install it, then run npm test again:
  sudo apt-get install -y chromium        # Debian/Ubuntu
or point CHROMIUM_PATH at an existing Chromium or Chrome binary.
MSG
exit 1
